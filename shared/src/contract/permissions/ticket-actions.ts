import { LIMITS, TICKET_STATUS, TICKET_TYPE } from '../limits';
import type { GroupFacts, ReviewFacts, ThreadEntry, TicketFacts, Viewer } from './facts';
import { isStaff } from './power';
import {
  actingOn,
  canAdministerTicket,
  canSeeTicket,
  isAssignee,
  isGroupAdmin,
  isUnassigned,
} from './ticket-access';

export function canComment(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): boolean {
  return ticket.status === TICKET_STATUS.opened && canSeeTicket(viewer, group, ticket);
}

export function canTake(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): boolean {
  return (
    ticket.status === TICKET_STATUS.opened &&
    !isAssignee(viewer, ticket) &&
    canAdministerTicket(viewer, group, ticket)
  );
}

export function canAssign(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): boolean {
  return canAdministerTicket(viewer, group, ticket);
}

export function canClose(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): boolean {
  return (
    ticket.status === TICKET_STATUS.opened &&
    isStaff(actingOn(viewer, ticket)) &&
    (isGroupAdmin(viewer, group, ticket) || isAssignee(viewer, ticket))
  );
}

export function canReopen(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): boolean {
  return ticket.status === TICKET_STATUS.closed && canAdministerTicket(viewer, group, ticket);
}

export function canReview(viewer: Viewer, ticket: ReviewFacts): boolean {
  return (
    ticket.creatorId === viewer.id &&
    ticket.status === TICKET_STATUS.closed &&
    ticket.commentsCount >= LIMITS.reviewMinComments &&
    !ticket.reviewed
  );
}

/**
 * Creator or accused of an open, assigned report, after at least 2 of their side's comments since
 * staff last spoke publicly, and no request already made since then. `thread` is oldest first.
 */
export function canRequestMoreResponses(
  viewer: Viewer,
  ticket: TicketFacts,
  thread: readonly ThreadEntry[],
): boolean {
  const isParty =
    ticket.creatorId === viewer.id || (ticket.accusedId != null && ticket.accusedId === viewer.id);
  if (!isParty || ticket.type !== TICKET_TYPE.report) return false;
  if (ticket.status !== TICKET_STATUS.opened || isUnassigned(ticket)) return false;
  const lastStaffReply = findLastIndex(
    thread,
    (entry) => entry.byStaff && entry.action === '' && !entry.staffOnly,
  );
  const sinceStaff = thread.slice(lastStaffReply + 1);
  if (sinceStaff.some((entry) => entry.action === 'requestComments')) return false;
  const waiting = sinceStaff.filter((entry) => !entry.byStaff && entry.action === '').length;
  return waiting >= LIMITS.requestMoreMinComments;
}

function findLastIndex<T>(items: readonly T[], matches: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (matches(items[index] as T)) return index;
  }
  return -1;
}
