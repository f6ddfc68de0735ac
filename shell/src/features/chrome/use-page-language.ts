import { getStoredLanguage, setLanguage, useLanguage, useT } from '@portal/shared/runtime/i18n';
import { getLang } from '@portal/shared/runtime/queries/get-lang';
import { useEffect } from 'react';
import { pageBootstrap } from '../../first-screen/page-handover';

/** Page title from a translation, and `<html lang>`, kept in step with the language. */
export function usePageTitle(): void {
  const t = useT();
  const language = useLanguage();
  useEffect(() => {
    document.title = t('pageTitle');
    document.documentElement.lang = language;
  }, [t, language]);
}

/**
 * Without an explicit choice, the language the server has for the user (`GET /api/lang`, or its
 * part of the page's `GET /api/bootstrap`).
 */
export function useServerLanguage(): void {
  useEffect(() => {
    if (getStoredLanguage() !== null) return;
    pageBootstrap()
      .then((answer) => answer ?? getLang())
      .then(({ lang }) => setLanguage(lang, false))
      .catch(() => {
        // The api client already reported it; Spanish stays.
      });
  }, []);
}
