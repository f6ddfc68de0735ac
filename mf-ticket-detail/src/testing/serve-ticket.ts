import type { Group, Ticket, TicketComment } from '@portal/shared/contract';
import { onRequest } from '@portal/shared/testing/fake-api';
import { makeCommentPage, makeGroup, makeTicket } from './factories';

type ServedTicket = {
  ticket?: Partial<Ticket>;
  comments?: TicketComment[];
  group?: Partial<Group>;
};

/** Answers the three calls every open modal makes: the ticket, the groups and the thread. */
export function serveTicket({ ticket = {}, comments = [], group = {} }: ServedTicket = {}) {
  const served = makeTicket({ commentsCount: comments.length, ...ticket });
  onRequest('GET', `/api/getTicket/${served._id}`, () => served);
  onRequest('GET', '/api/groups', () => [makeGroup(group)]);
  onRequest('POST', `/api/comments/${served._id}`, () => makeCommentPage(comments));
  return served;
}
