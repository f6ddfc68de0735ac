import { useLocalized } from '@portal/shared/runtime/i18n';
import { useRoles } from '@portal/shared/runtime/queries/get-roles';
import { useMemo } from 'react';

/** Role key → name in the viewer's language; only asked for when `enabled`. */
export function useRoleNames(enabled: boolean): ReadonlyMap<string, string> {
  const localized = useLocalized();
  const { data } = useRoles(enabled);
  return useMemo(
    () => new Map((data ?? []).map((role) => [role.key, localized(role.name)])),
    [data, localized],
  );
}
