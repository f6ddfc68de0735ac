import {
  cachedTicketLists,
  type TicketListFilters,
  ticketListKey,
} from '@portal/shared/runtime/queries/list-tickets';
import type { Cache } from 'swr';

/** Lists to read again (all their loaded pages) before they are shown next. */
const staleByCache = new WeakMap<Cache, Set<string>>();

/** After a reconnect every cached list may have missed events, shown or not. */
export function markCachedListsStale(cache: Cache): void {
  const stale = staleByCache.get(cache) ?? new Set<string>();
  for (const [key] of cachedTicketLists(cache)) stale.add(key);
  staleByCache.set(cache, stale);
}

/** Whether this list was marked stale; the mark goes with the answer. */
export function takeStaleList(cache: Cache, filters: TicketListFilters): boolean {
  return staleByCache.get(cache)?.delete(ticketListKey(filters)) ?? false;
}
