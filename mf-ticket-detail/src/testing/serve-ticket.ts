import type { Group, Ticket, TicketComment } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { onCall } from '@portal/shared/testing/fake-api';
import { makeCommentPage, makeGroup, makeTicket } from './factories';

type ServedTicket = {
  ticket?: Partial<Ticket>;
  comments?: TicketComment[];
  group?: Partial<Group>;
  /** The other open reports against the same player, for staff on an open report. */
  related?: Ticket[];
};

/**
 * Answers the calls every open modal makes: the ticket, the groups and the thread, and the related
 * reports (none unless told) that staff ask on an open report.
 */
export function serveTicket({
  ticket = {},
  comments = [],
  group = {},
  related = [],
}: ServedTicket = {}) {
  const served = makeTicket({ commentsCount: comments.length, ...ticket });
  onCall(calls.getTicket, () => served, { params: { id: served._id } });
  onCall(calls.groups, () => [makeGroup(group)]);
  onCall(calls.listComments, () => makeCommentPage(comments), { params: { ticketId: served._id } });
  onCall(calls.relatedReports, () => related, { params: { ticketId: served._id } });
  return served;
}
