import { ERROR_CODES } from '@portal/shared/contract';
import { isApiError } from '@portal/shared/runtime/errors';

/** Whether a failed suggestion call says it can no longer be sent: sent already, or not there. */
export function isSuggestionGone(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ERROR_CODES.aiAlreadySent || error.code === ERROR_CODES.aiResponseNotFound)
  );
}
