import type { Group, Ticket, TicketComment } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { onCall } from '@portal/shared/testing/fake-api';
import { makeCommentPage, makeGroup, makeTicket } from './factories';

type ServedTicket = {
  ticket?: Partial<Ticket>;
  comments?: TicketComment[];
  group?: Partial<Group>;
};

/** Answers the three calls every open modal makes: the ticket, the groups and the thread. */
export function serveTicket({ ticket = {}, comments = [], group = {} }: ServedTicket = {}) {
  const served = makeTicket({ commentsCount: comments.length, ...ticket });
  onCall(calls.getTicket, () => served, { params: { id: served._id } });
  onCall(calls.groups, () => [makeGroup(group)]);
  onCall(calls.listComments, () => makeCommentPage(comments), { params: { ticketId: served._id } });
  return served;
}
