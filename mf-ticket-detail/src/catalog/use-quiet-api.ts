import type { ApiCall, CallInput, CallOptions, CallResponse } from '@portal/shared/runtime/api';
import { callApi } from '@portal/shared/runtime/api';
import { type ApiKey, apiKey } from '@portal/shared/runtime/cache-keys';
import type { ApiError } from '@portal/shared/runtime/errors';
import useSWR, { type SWRResponse } from 'swr';

type Caller<C extends ApiCall> = (
  call: C,
  input: CallInput<C> & CallOptions,
) => Promise<CallResponse<C>>;

/**
 * `useApi` for background look-ups (names, map address, hover details, assignee lists): a
 * failure leaves the part empty and is logged, never an Error dialog over the conversation.
 * Same cache key as `useApi`, so other parts of the page share the answer.
 */
export function useQuietApi<C extends ApiCall>(
  call: C,
  input: CallInput<C> | null,
): SWRResponse<CallResponse<C>, ApiError> {
  return useSWR<CallResponse<C>, ApiError, ApiKey<C> | null>(
    input === null ? null : apiKey(call, input),
    async ([, requestInput]) => {
      try {
        return await (callApi as Caller<C>)(call, { ...requestInput, skipErrorDialog: true });
      } catch (error) {
        console.warn(`[ticket-detail] ${call.method} ${call.path} failed:`, error);
        throw error;
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
