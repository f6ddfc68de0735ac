import useSWR, {
  type Cache,
  type ScopedMutator,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import { type ApiCall, type CallInput, type CallOptions, type CallResponse, callApi } from '../api';
import { type ApiKey, apiKey, type CacheKey, isHeld } from '../cache-keys';
import type { ApiError } from '../errors';

export interface QueryOptions extends Pick<CallOptions, 'outOfSightToldElsewhere'> {
  /**
   * A call whose failure is only logged, never shown in the Error dialog (SPEC §8), and not
   * retried: a background look-up (names, hover details, assignee lists…), or a download whose
   * caller shows its own failure text.
   */
  quiet?: boolean;
}

type Caller<C extends ApiCall> = (
  call: C,
  input: CallInput<C> & CallOptions,
) => Promise<CallResponse<C>>;

/** Calls `call` once with `input`; a quiet call logs its failure instead of showing it. */
export async function fetchQuery<C extends ApiCall>(
  call: C,
  input: CallInput<C>,
  {
    quiet = false,
    onProgress,
    outOfSightToldElsewhere,
  }: QueryOptions & Pick<CallOptions, 'onProgress'> = {},
): Promise<CallResponse<C>> {
  if (!quiet) {
    return (callApi as Caller<C>)(call, { ...input, onProgress, outOfSightToldElsewhere });
  }
  try {
    return await (callApi as Caller<C>)(call, { ...input, onProgress, skipErrorDialog: true });
  } catch (error) {
    console.warn(`[portal] ${call.method} ${call.path} failed:`, error);
    throw error;
  }
}

/** Fetcher for keys made by `apiKey(call, …)`, for `useSWR` and `useSWRInfinite` alike. */
export function queryFetcher<C extends ApiCall>(call: C, options: QueryOptions = {}) {
  return ([, input]: ApiKey<C>): Promise<CallResponse<C>> => fetchQuery(call, input, options);
}

/**
 * How long an answer read ahead of its reader (`prefetchQuery`) counts as fresh: the reader that
 * mounts within it shows it without asking again. Live events keep it current meanwhile; later,
 * the reader asks as it always does.
 */
export const PREFETCH_FRESH_MS = 30_000;
/** When each entry a prefetch wrote was read, per cache, by serialized key. */
const prefetchedAt = new WeakMap<Cache, Map<string, number>>();

function notePrefetch(cache: Cache, key: CacheKey): void {
  const times = prefetchedAt.get(cache) ?? new Map<string, number>();
  prefetchedAt.set(cache, times.set(unstable_serialize(key), Date.now()));
}

/** The cache holds `key`'s answer, which a prefetch read less than `PREFETCH_FRESH_MS` ago. */
function isFreshPrefetch(cache: Cache, key: CacheKey | null): boolean {
  if (key === null || !isHeld(cache, key)) return false;
  const at = prefetchedAt.get(cache)?.get(unstable_serialize(key));
  return at !== undefined && Date.now() - at < PREFETCH_FRESH_MS;
}

/**
 * The one SWR read of a call: keyed by `apiKey(call, input)` (so every reader and every live
 * update meet the same entry); `null` input = do not fetch yet. Never re-read on focus (live
 * events keep answers current), nor on mount when a prefetch just read it.
 */
export function useQuery<C extends ApiCall>(
  call: C,
  input: CallInput<C> | null,
  { quiet = false, ...config }: QueryOptions & SWRConfiguration<CallResponse<C>, ApiError> = {},
): SWRResponse<CallResponse<C>, ApiError> {
  const { cache } = useSWRConfig();
  const key = input === null ? null : apiKey(call, input);
  return useSWR<CallResponse<C>, ApiError, ApiKey<C> | null>(key, queryFetcher(call, { quiet }), {
    revalidateOnFocus: false,
    ...(quiet ? { shouldRetryOnError: false } : {}),
    ...(isFreshPrefetch(cache, key) ? { revalidateOnMount: false } : {}),
    ...config,
  });
}

/**
 * For answers that change with the session only (who is signed in, their power, the groups): a
 * reader mounted later (a modal) shows the held answer without asking again. The live connection
 * keeps them current: a change of rights ends it, and every reconnect re-reads what the page holds.
 */
export const HELD_FOR_THE_VISIT = { revalidateIfStale: false } as const;

/** The cache a component reads and its `mutate` (`useSWRConfig()`). */
export interface QueryCache {
  cache: Cache;
  mutate: ScopedMutator;
}

/**
 * Reads `call` into the cache ahead of its reader (a list row the pointer rests on), quietly: a
 * failure is only logged and leaves the cache as it was, so the reader asks as it always does.
 * Nothing is read or stored while `heldKey` (the entry the reader shows) holds data: a write may
 * be changing it, and the reader keeps it current.
 */
export async function prefetchQuery<C extends ApiCall>(
  { cache, mutate }: QueryCache,
  call: C,
  input: CallInput<C>,
  heldKey: CacheKey = apiKey(call, input),
): Promise<void> {
  if (isHeld(cache, heldKey)) return;
  let answer: CallResponse<C>;
  try {
    answer = await fetchQuery(call, input, { quiet: true });
  } catch {
    return;
  }
  if (isHeld(cache, heldKey)) return;
  const key = apiKey(call, input);
  notePrefetch(cache, key);
  await mutate(key, answer, { revalidate: false });
}
