import { useLanguage } from '@portal/shared/runtime/i18n';
import { useMemo } from 'react';

/** Names joined the way a sentence lists them in the page's language: "A, B y C", "A, B and C". */
export function useNameList(): (names: readonly string[]) => string {
  const language = useLanguage();
  return useMemo(() => {
    const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    return (names) => list.format(names);
  }, [language]);
}
