import type { TicketListResponse } from '@portal/shared/contract';
import { apiFetcher } from '@portal/shared/runtime/api';
import {
  type ApiKey,
  type TicketListFilters,
  ticketListCall,
  ticketListKey,
  ticketListPagesKey,
} from '@portal/shared/runtime/cache-keys';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { rememberCachedList } from '../cache/list-registry';
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
  return useSWRInfinite<TicketListResponse>(
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
}
