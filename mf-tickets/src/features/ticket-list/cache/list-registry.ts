import { type TicketListFilters, ticketListKey } from '@portal/shared/runtime/queries/list-tickets';
import type { Cache } from 'swr';

/**
 * The filters of every ticket list held in an SWR cache, so a live event can update each of them.
 * An infinite key cannot be read back into its filters, hence this record beside the cache.
 */
const listsByCache = new WeakMap<Cache, Map<string, TicketListFilters>>();

export function rememberCachedList(cache: Cache, filters: TicketListFilters): void {
  const lists = listsByCache.get(cache) ?? new Map<string, TicketListFilters>();
  lists.set(ticketListKey(filters), filters);
  listsByCache.set(cache, lists);
}

/** `[mutate key, filters]` of each list still in the cache. */
export function cachedLists(cache: Cache): Array<[key: string, filters: TicketListFilters]> {
  const lists = listsByCache.get(cache);
  if (!lists) return [];
  for (const key of lists.keys()) if (cache.get(key) === undefined) lists.delete(key);
  return [...lists.entries()];
}

/** Lists to read again (all their loaded pages) before they are shown next. */
const staleByCache = new WeakMap<Cache, Set<string>>();

/** After a reconnect every cached list may have missed events, shown or not. */
export function markCachedListsStale(cache: Cache): void {
  const stale = staleByCache.get(cache) ?? new Set<string>();
  for (const [key] of cachedLists(cache)) stale.add(key);
  staleByCache.set(cache, stale);
}

/** Whether this list was marked stale; the mark goes with the answer. */
export function takeStaleList(cache: Cache, filters: TicketListFilters): boolean {
  return staleByCache.get(cache)?.delete(ticketListKey(filters)) ?? false;
}
