import { isApiError } from '@portal/shared/runtime/errors';
import type { SWRConfiguration } from 'swr';

const MAX_RETRIES = 3;

/** One SWR configuration for the page (shell and remotes share the SWR singleton). */
export const SWR_OPTIONS: SWRConfiguration = {
  // Live events keep data fresh; refetching on every focus would repeat failing Error dialogs.
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    // 3xx/4xx already showed the Error dialog (or a login redirect): retrying changes nothing.
    if (isApiError(error) && error.status >= 300 && error.status < 500) return;
    if (retryCount >= MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};
