import { TICKET_STATUS, type Ticket, type TicketListResponse } from '@portal/shared/contract';

const openOnes = (ticket: Ticket) => (ticket.status === TICKET_STATUS.opened ? 1 : 0);

/**
 * A refreshed report tells how many open reports against its accused the viewer may see (its own
 * `relatedReports`, plus itself while open); every other cached row of that accused follows, so a
 * new, closed or reopened report moves the counts without reading the list again.
 */
export function spreadRelatedCount(
  pages: TicketListResponse[],
  fresh: Ticket,
): TicketListResponse[] {
  const accused = fresh.reportAccused?.visualId;
  if (fresh.relatedReports === undefined || accused === undefined) return pages;
  const openAgainst = fresh.relatedReports + openOnes(fresh);
  const follows = (ticket: Ticket) =>
    ticket._id !== fresh._id &&
    ticket.relatedReports !== undefined &&
    ticket.reportAccused?.visualId === accused;
  return pages.map((page) =>
    page.data.some(follows)
      ? {
          ...page,
          data: page.data.map((ticket) =>
            follows(ticket)
              ? { ...ticket, relatedReports: Math.max(0, openAgainst - openOnes(ticket)) }
              : ticket,
          ),
        }
      : page,
  );
}
