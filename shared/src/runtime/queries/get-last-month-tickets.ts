import { type CallQuery, calls, type LastMonthTicketsPage } from '@portal/shared/contract';
import useSWRInfinite from 'swr/infinite';
import { cursorPages } from '../cache-keys';
import { queryFetcher } from './query';

/** One Statistics figure: an assignee's (`visualId` or `UNASSIGNED`) tickets, maybe one type or status. */
export type LastMonthFigure = Omit<CallQuery<typeof calls.lastMonthTickets>, 'cursor'>;

/** GET /getLastMonthTickets?assignee&type&status&cursor: the figure's tickets, newest first. */
function lastMonthTicketPagesKey(figure: LastMonthFigure) {
  return cursorPages(calls.lastMonthTickets, (cursor) => ({
    query: cursor === undefined || cursor === null ? figure : { ...figure, cursor },
  }));
}

/** No figure, no request. */
export function useLastMonthTicketPages(figure: LastMonthFigure | null) {
  return useSWRInfinite<LastMonthTicketsPage>(
    figure ? lastMonthTicketPagesKey(figure) : () => null,
    queryFetcher(calls.lastMonthTickets),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}
