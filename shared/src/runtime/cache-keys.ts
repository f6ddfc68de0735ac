import { type Cache, unstable_serialize } from 'swr';
import type { SWRInfiniteKeyLoader } from 'swr/infinite';
import type { ApiCall, CallInput } from './api-call';

/**
 * SWR keys. Every key is `[callId, input]`, so fetchers and live-event cache updates build the very
 * same key from the same factory — never by hand. Each call's own key lives in its query file
 * (`queries/get-ticket.ts` → `ticketKey`).
 */
export type ApiKey<C extends ApiCall = ApiCall> = readonly [callId: string, input: CallInput<C>];

/** A key from a key factory (an `ApiKey`): `ticketKey(7)`, or an infinite list's `commentThreadKey(7)`. */
export type CacheKey = readonly [callId: string, input: unknown] | string;

/**
 * Whether the cache holds the entry's data: mutating an entry still loading would make SWR drop
 * the answer on its way, so a change skips it (its answer will be current anyway).
 */
export function isHeld(cache: Cache, key: CacheKey): boolean {
  return cache.get(unstable_serialize(key))?.data !== undefined;
}

export function callId(call: ApiCall): string {
  return `${call.method} ${call.path}`;
}

/** Only the request parts, so options such as `skipErrorDialog` never split the cache. */
function requestParts<C extends ApiCall>(input: CallInput<C>): CallInput<C> {
  const parts: Record<string, unknown> = {};
  if (input.params !== undefined) parts.params = input.params;
  if (input.query !== undefined) parts.query = input.query;
  if (input.body !== undefined) parts.body = input.body;
  return parts as CallInput<C>;
}

export function apiKey<C extends ApiCall>(call: C, input: CallInput<C>): ApiKey<C> {
  return [callId(call), requestParts(input)];
}

/** Matcher for `mutate(isKeyOf(call))`: every cached (non-infinite) entry of that call. */
export function isKeyOf<C extends ApiCall>(call: C): (key: unknown) => key is ApiKey<C> {
  const id = callId(call);
  return (key: unknown): key is ApiKey<C> => Array.isArray(key) && key[0] === id;
}

/** What cursor-paged responses share (`{data, cursor, hasMore}`). */
export interface CursorPage {
  cursor: string | null;
  hasMore: boolean;
}

/** `undefined` = first page. */
type PageCursor = string | null | undefined;

/** Page keys of a cursor-paged call (`{data, cursor, hasMore}`), for `useSWRInfinite`. */
export function cursorPages<C extends ApiCall>(
  call: C,
  pageInput: (cursor: PageCursor) => CallInput<C>,
): SWRInfiniteKeyLoader<CursorPage, ApiKey<C> | null> {
  return (pageIndex, previous) => {
    if (pageIndex === 0 || previous === null) return apiKey(call, pageInput(undefined));
    if (!previous.hasMore) return null;
    return apiKey(call, pageInput(previous.cursor));
  };
}
