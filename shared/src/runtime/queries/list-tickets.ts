import { calls, TICKET_TYPE, type TicketListResponse } from '@portal/shared/contract';
import { useEffect, useRef } from 'react';
import { type Cache, preload, useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { CallInput } from '../api-call';
import { type ApiKey, cursorPages } from '../cache-keys';
import type { ApiError } from '../errors';
import { globalSingleton } from '../global-singleton';
import { queryFetcher } from './query';

type ListBody = CallInput<typeof calls.listTickets>['body'];
export type TicketListFilters = Omit<ListBody, 'cursor'>;

/** POST /reports for reports, POST /tickets for support tickets (same body, same answer). */
export function ticketListCall(filters: TicketListFilters) {
  return filters.type === TICKET_TYPE.report ? calls.listReports : calls.listTickets;
}

export function ticketListPagesKey(filters: TicketListFilters) {
  return cursorPages(ticketListCall(filters), (cursor) => ({
    body: cursor === undefined ? filters : { ...filters, cursor },
  }));
}

/** Key for `mutate(...)` of the whole `useTicketListPages(filters)` list. */
export function ticketListKey(filters: TicketListFilters): string {
  return unstable_serialize(ticketListPagesKey(filters));
}

/**
 * The filters of every ticket list read into an SWR cache, so a live event or a write can update
 * each of them. An infinite key cannot be read back into its filters, hence this record beside
 * the cache (one per page, whichever copy of the runtime reads the list).
 */
const listsByCache = globalSingleton(
  'ticketLists',
  () => new WeakMap<Cache, Map<string, TicketListFilters>>(),
);

function rememberTicketList(cache: Cache, filters: TicketListFilters): void {
  const lists = listsByCache.get(cache) ?? new Map<string, TicketListFilters>();
  lists.set(ticketListKey(filters), filters);
  listsByCache.set(cache, lists);
}

/** `[mutate key, filters]` of each ticket list still in the cache. */
export function cachedTicketLists(cache: Cache): Array<[key: string, filters: TicketListFilters]> {
  const lists = listsByCache.get(cache);
  if (!lists) return [];
  for (const key of lists.keys()) if (cache.get(key) === undefined) lists.delete(key);
  return [...lists.entries()];
}

export type TicketListPageKey = ApiKey<ReturnType<typeof ticketListCall>>;

export function ticketListFetcher(filters: TicketListFilters) {
  return queryFetcher(ticketListCall(filters));
}

/** First pages handed over before their list mounted, not yet seen by the list's `onPage`. */
const handedOver = globalSingleton('firstPagesHandedOver', () => new WeakSet<TicketListResponse>());

/**
 * Hands a first page read before its list mounted (the page's `GET /bootstrap`) to the list's
 * first read of `filters`, which then sends no request (SWR `preload`); `onPage` still sees it.
 */
export function preloadFirstPage(filters: TicketListFilters, page: TicketListResponse): void {
  const key = ticketListPagesKey(filters)(0, null);
  if (!key) return;
  handedOver.add(page);
  preload(key, () => Promise.resolve(page));
}

/**
 * One list, `null` filters = not yet. Live events keep every cached list current (SPEC §4), so a
 * list is never re-read on its own; `onPage` sees each page as it arrives.
 */
export function useTicketListPages(
  filters: TicketListFilters | null,
  onPage?: (page: TicketListResponse) => void,
) {
  const { cache } = useSWRConfig();
  if (filters) rememberTicketList(cache, filters);
  const fetchPage = filters ? ticketListFetcher(filters) : null;
  const list = useSWRInfinite<
    TicketListResponse,
    ApiError,
    (index: number, previous: TicketListResponse | null) => TicketListPageKey | null
  >(
    filters ? ticketListPagesKey(filters) : () => null,
    fetchPage &&
      (async (key: TicketListPageKey) => {
        const page = await fetchPage(key);
        onPage?.(page);
        return page;
      }),
    { revalidateFirstPage: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
  // A handed-over page arrives without the fetcher above.
  const reportPage = useRef(onPage);
  reportPage.current = onPage;
  const firstPage = list.data?.[0];
  useEffect(() => {
    if (firstPage && handedOver.delete(firstPage)) reportPage.current?.(firstPage);
  }, [firstPage]);
  return list;
}
