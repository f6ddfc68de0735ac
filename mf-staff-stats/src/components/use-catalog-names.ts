import { useLocalized } from '@portal/shared/runtime/i18n';
import { useGroups } from '@portal/shared/runtime/queries/get-groups';
import { useMemo } from 'react';

/** Group and category names in the page language, by key; the key itself until groups load. */
export function useCatalogNames() {
  const { data: groups } = useGroups();
  const localized = useLocalized();
  return useMemo(() => {
    const groupNames = new Map<string, string>();
    const categoryNames = new Map<string, string>();
    for (const group of groups ?? []) {
      groupNames.set(group.key, localized(group.name));
      for (const category of group.categories) {
        if (!categoryNames.has(category.key)) {
          categoryNames.set(category.key, localized(category.title));
        }
      }
    }
    return {
      groupName: (key: string) => groupNames.get(key) ?? key,
      categoryName: (key: string) => categoryNames.get(key) ?? key,
      categories: [...categoryNames].map(([key, name]) => ({ key, name })),
    };
  }, [groups, localized]);
}
