import { TICKET_TYPE, type TicketListResponse } from '@portal/shared/contract';
import { apiFetcher } from '@portal/shared/runtime/api';
import {
  type TicketListFilters,
  ticketListCall,
  ticketListKey,
  ticketListPagesKey,
} from '@portal/shared/runtime/cache-keys';
import useSWRInfinite from 'swr/infinite';

export { ticketListKey, ticketListPagesKey };

/** The viewer's own support tickets, open ones, in the viewer's default sort (SPEC §4). */
export const MY_TICKETS_FILTERS: TicketListFilters = {
  type: TICKET_TYPE.support,
  statusFilter: 'opened',
};

/** Fetches one page of POST /tickets (or /reports for type 1) from a `ticketListPagesKey` key. */
export function ticketListFetcher(filters: TicketListFilters) {
  return apiFetcher(ticketListCall(filters));
}

export function useTicketList(filters: TicketListFilters) {
  return useSWRInfinite<TicketListResponse>(
    ticketListPagesKey(filters),
    ticketListFetcher(filters),
    // Live events keep loaded pages current; re-reading every page on focus would only cost.
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}
