import { isErrorCode } from '@portal/shared/contract';
import { useErrorText } from '@portal/shared/runtime/error-text';
import type { ApiError } from '@portal/shared/runtime/errors';
import type { AdminPanelTranslationKey } from '../i18n/translations';
import { usePanelT } from '../i18n/use-panel-t';

/** A refusal the server explains (4xx with a catalogue code) is said in the catalogue's words. */
function isExplainedRefusal(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && isErrorCode(error.code);
}

/**
 * The text of a write that failed, in the page language: why the server refused it (an address it
 * will not send to, an account one may not erase), else the section's own `failed` text.
 */
export function useFailureText(): (error: ApiError, failed: AdminPanelTranslationKey) => string {
  const t = usePanelT();
  const errorText = useErrorText();
  return (error, failed) =>
    isExplainedRefusal(error) ? errorText(error.code, error.params) : t(failed);
}
