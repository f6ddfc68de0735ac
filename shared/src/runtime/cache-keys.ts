import type { SWRInfiniteKeyLoader } from 'swr/infinite';
import type { ApiCall, CallInput } from './api-call';

/**
 * SWR keys. Every key is `[callId, input]`, so fetchers and live-event cache updates build the very
 * same key from the same factory — never by hand. Each call's own key lives in its query file
 * (`queries/get-ticket.ts` → `ticketKey`).
 */
export type ApiKey<C extends ApiCall = ApiCall> = readonly [callId: string, input: CallInput<C>];

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
