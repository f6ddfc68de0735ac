import { type ErrorParams, errorParamsIn, isErrorCode } from '@portal/shared/contract';
import { useCallback } from 'react';
import { ERRORS_NAMESPACE, getLanguage, i18n, useLanguage } from './i18n';

/**
 * The text of an error code of the catalogue in the current language, its params interpolated; a
 * generic text naming the code for one the catalogue does not know.
 */
export function errorText(code: string, params: ErrorParams = {}): string {
  // Codes hold dots ('ticket.notFound'): they are whole keys, not paths.
  const options = { ns: ERRORS_NAMESPACE, keySeparator: false, nsSeparator: false } as const;
  if (!isErrorCode(code)) return i18n.t('unknown', { ...options, code });
  return i18n.t(code, { ...options, ...errorParamsIn(getLanguage(), params) });
}

/** `errorText` that re-renders on a language change. */
export function useErrorText(): typeof errorText {
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useCallback(errorText, [language]);
}
