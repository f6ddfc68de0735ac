import { isErrorCode } from '@portal/shared/contract';
import { useErrorText } from '@portal/shared/runtime/error-text';
import { isApiError } from '@portal/shared/runtime/errors';

/**
 * What a failed sign-in says: the code's text in the user's language (wrong credentials, rate
 * limit, a refused single sign-on); an unreachable server, the client's own translated words.
 */
export function useFailureText(): (failed: unknown) => string | null {
  const errorText = useErrorText();
  return (failed) =>
    failed === null
      ? null
      : isApiError(failed)
        ? isErrorCode(failed.code)
          ? errorText(failed.code, failed.params)
          : failed.message
        : String(failed);
}
