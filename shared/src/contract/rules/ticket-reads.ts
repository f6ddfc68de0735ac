import { TICKET_STATUS, type TicketStatus } from '../limits';

/** Comments the viewer has not read yet, from the ticket's `lastReads`. */
export function unreadCount(
  ticket: { commentsCount: number; lastReads: Readonly<Record<string, number>> },
  visualId: string,
): number {
  return Math.max(0, ticket.commentsCount - (ticket.lastReads[visualId] ?? 0));
}

/**
 * Staff see the inactivity warning on an opened ticket once the minutes since its last comment
 * reach the group's `inactiveMinutesWarning` (only when that is at least 1).
 */
export function isInactiveTicket(
  ticket: { status: TicketStatus; lastComment: number },
  inactiveMinutesWarning: number,
  now: number,
): boolean {
  if (inactiveMinutesWarning < 1 || ticket.status !== TICKET_STATUS.opened) return false;
  return now - ticket.lastComment >= inactiveMinutesWarning * 60_000;
}
