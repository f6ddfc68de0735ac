import type { TicketListResponse } from '@portal/shared/contract';
import { apiFetcher } from '@portal/shared/runtime/api';
import {
  type ApiKey,
  type TicketListFilters,
  ticketListCall,
  ticketListKey,
  ticketListPagesKey,
} from '@portal/shared/runtime/cache-keys';
import { useLiveResync } from '@portal/shared/runtime/socket';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { markCachedListsStale, rememberCachedList, takeStaleList } from '../cache/list-registry';
import { UNASSIGNED_COUNTS_KEY } from '../cache/unassigned-counts';

export { ticketListKey, ticketListPagesKey };

/** Fetches one page of POST /tickets (or /reports for type 1) from a `ticketListPagesKey` key. */
export function ticketListFetcher(filters: TicketListFilters) {
  return apiFetcher(ticketListCall(filters));
}

/** One list (null filters: not yet, e.g. while the viewer's power loads), kept live elsewhere. */
export function useTicketList(filters: TicketListFilters | null) {
  const { cache, mutate } = useSWRConfig();
  if (filters) rememberCachedList(cache, filters);
  const fetchPage = filters ? ticketListFetcher(filters) : null;
  const list = useSWRInfinite<TicketListResponse>(
    filters ? ticketListPagesKey(filters) : () => null,
    fetchPage &&
      (async (key: ApiKey<ReturnType<typeof ticketListCall>>) => {
        const page = await fetchPage(key);
        if (page.unassignedCounts) {
          void mutate(UNASSIGNED_COUNTS_KEY, page.unassignedCounts, { revalidate: false });
        }
        return page;
      }),
    // Live events keep every cached list current (SPEC §4): never re-read whole lists for it.
    { revalidateFirstPage: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
  // Except after a reconnect, when events may have been missed: a list shown now is read again
  // at once, a cached one the next time it is shown (the bound mutate reloads every loaded page).
  const reloadIfStale = () => {
    if (filters && takeStaleList(cache, filters)) void list.mutate();
  };
  useLiveResync(() => {
    markCachedListsStale(cache);
    reloadIfStale();
  });
  useEffect(reloadIfStale);
  return list;
}
