import { calls, TICKET_TYPE, type TicketListResponse } from '@portal/shared/contract';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { CallInput } from '../api-call';
import { type ApiKey, cursorPages } from '../cache-keys';
import type { ApiError } from '../errors';
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

export type TicketListPageKey = ApiKey<ReturnType<typeof ticketListCall>>;

export function ticketListFetcher(filters: TicketListFilters) {
  return queryFetcher(ticketListCall(filters));
}

/**
 * One list, `null` filters = not yet. Live events keep every cached list current (SPEC §4), so a
 * list is never re-read on its own; `onPage` sees each page as it arrives.
 */
export function useTicketListPages(
  filters: TicketListFilters | null,
  onPage?: (page: TicketListResponse) => void,
) {
  const fetchPage = filters ? ticketListFetcher(filters) : null;
  return useSWRInfinite<
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
}
