import { useCallback, useRef, useState } from 'react';
import { type Cache, useSWRConfig } from 'swr';
import type { ApiCall, CallInput, CallResponse } from './api';
import { type CacheKey, isHeld } from './cache-keys';
import { type ApiError, isApiError, showErrorDialog } from './errors';
import { translate } from './i18n';
import { fetchQuery } from './queries/query';

/** One cache entry a write changes: shown at once, and what it holds once the call answers. */
export interface CacheChange<Answer = unknown> {
  key: CacheKey;
  /** The entry while the call is on its way; put back as it was when the call fails. */
  // biome-ignore lint/suspicious/noExplicitAny: each entry holds its own call's data
  optimistic?: (current: any) => unknown;
  /** The entry once answered (the answer is often the changed record); without it, the optimistic one stays. */
  // biome-ignore lint/suspicious/noExplicitAny: each entry holds its own call's data
  settle?: (answer: Answer, current: any) => unknown;
}

/** A change typed by the entry's data, for `optimistic` lists. */
export function cacheChange<Data, Answer = unknown>(
  key: CacheKey,
  change: {
    optimistic?: (current: Data) => Data;
    settle?: (answer: Answer, current: Data) => Data;
  },
): CacheChange<Answer> {
  return { key, ...change };
}

export interface MutationOptions<C extends ApiCall, Throws extends boolean = false> {
  /** The entries the call changes, read when it is sent (`cache` tells which are held). */
  optimistic?: (input: CallInput<C>, cache: Cache) => readonly CacheChange<CallResponse<C>>[];
  /** Entries read again once the call succeeded (what the answer does not carry). */
  invalidates?: (input: CallInput<C>, answer: CallResponse<C>) => readonly CacheKey[];
  /** A failure is only logged, never shown (SPEC §8: assignment and AI calls). */
  quiet?: boolean;
  /**
   * The caller says a failure where it happened (its `error`, SPEC §5's "Failed to … Please try
   * again."): no dialog is added for a network or server failure; the api client's own dialog for
   * 300–499 still says the server's reason.
   */
  failureShownInPlace?: boolean;
  /**
   * The caller also says the server's reason for a 300–499 refusal where it happened (the dialog
   * that asked): then the api client adds no dialog repeating it. Implies `failureShownInPlace`.
   */
  reasonShownInPlace?: boolean;
  /** `trigger` rejects with the failure (after undoing and reporting it) for a caller that acts on it. */
  throwOnError?: Throws;
}

export interface Mutation<C extends ApiCall, Throws extends boolean = false> {
  /**
   * Sends the call; the answer, or `undefined` when it failed (undone, shown or logged; with
   * `throwOnError` it rejects instead).
   */
  trigger: (
    input: CallInput<C>,
  ) => Promise<Throws extends true ? CallResponse<C> : CallResponse<C> | undefined>;
  /** A call of this mutation is on its way. */
  busy: boolean;
  /** The last call's failure, until the next call or `reset`. */
  error: ApiError | undefined;
  /** Forgets the last failure (the form that showed it was closed). */
  reset: () => void;
}

/**
 * The api client shows 300–499 itself (SPEC §8) and sends 401 to login; a write that was undone
 * on screen also says why when it never got that far (network) or the server failed.
 */
function report(failure: unknown): void {
  const status = isApiError(failure) ? failure.status : 0;
  if (status >= 300 && status < 500) return;
  const message = isApiError(failure) ? failure.message : translate('networkError');
  showErrorDialog({ title: translate('errorTitle'), message });
}

/**
 * The one way to write: `useMutation(call, { optimistic, invalidates, quiet })`. `trigger(input)`
 * sends the call through the api client, shows each `optimistic` change at once (SWR's
 * `optimisticData`), puts each entry back when the call is refused (`rollbackOnError`) and shows
 * why, settles each entry with the answer (`populateCache`), then reads `invalidates` again. An
 * entry changed meanwhile by someone else (a live event) keeps that change: SWR then neither
 * rolls back nor settles it.
 */
export function useMutation<C extends ApiCall, Throws extends boolean = false>(
  call: C,
  options: MutationOptions<C, Throws> = {},
): Mutation<C, Throws> {
  const { cache, mutate } = useSWRConfig();
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<ApiError>();
  const latest = useRef(options);
  latest.current = options;

  const trigger = useCallback(
    async (input: CallInput<C>) => {
      const {
        optimistic,
        invalidates,
        quiet = false,
        reasonShownInPlace = false,
        failureShownInPlace = reasonShownInPlace,
        throwOnError = false,
      } = latest.current;
      setPending((count) => count + 1);
      setError(undefined);
      const sent = reasonShownInPlace ? { ...input, skipErrorDialog: true } : input;
      const request = fetchQuery(call, sent, { quiet });
      const changes = (optimistic?.(input, cache) ?? []).filter((change) =>
        isHeld(cache, change.key),
      );
      const shown = changes.map(({ key, optimistic: show, settle }) =>
        mutate(key, request, {
          optimisticData: show && ((current: unknown) => show(current)),
          populateCache: settle
            ? (answer: CallResponse<C>, current) => settle(answer, current)
            : false,
          rollbackOnError: true,
          revalidate: false,
          throwOnError: false,
          // SWR rethrows for an entry changed meanwhile whatever `throwOnError` says; the
          // failure is the request's, handled below once.
        }).catch(() => undefined),
      );
      try {
        const answer = await request;
        await Promise.all(shown);
        await Promise.all((invalidates?.(input, answer) ?? []).map((key) => mutate(key)));
        return answer;
      } catch (failure) {
        await Promise.all(shown);
        setError(failure as ApiError);
        // A quiet call's failure was only logged (`fetchQuery`).
        if (!quiet && !failureShownInPlace) report(failure);
        if (throwOnError) throw failure;
        return undefined;
      } finally {
        setPending((count) => count - 1);
      }
    },
    [cache, call, mutate],
  );

  const reset = useCallback(() => setError(undefined), []);
  return { trigger: trigger as Mutation<C, Throws>['trigger'], busy: pending > 0, error, reset };
}
