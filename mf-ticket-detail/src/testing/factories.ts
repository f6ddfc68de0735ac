import type { CommentPage, Ticket, TicketComment } from '@portal/shared/contract';
import { makeTicket as makeAnyTicket } from '@portal/shared/testing/factories';

export { makeComment, makeGroup } from '@portal/shared/testing/factories';

/** The ticket the modal tests open: #7, created by a player, taken by staff. */
export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return makeAnyTicket({
    _id: 7,
    title: 'Cannot log in',
    timestamp: 1_700_000_000_000,
    lastComment: 1_700_000_000_000,
    createdBy: { visualId: 'player-hash', isStaff: false, name: 'player1' },
    assignees: [{ visualId: 'staff-hash', isStaff: true }],
    inputFields: { 'Character name': 'Rider' },
    commentsCount: 1,
    ...overrides,
  });
}

export function makeCommentPage(data: TicketComment[], cursor: string | null = null): CommentPage {
  return { data, cursor, hasMore: cursor !== null };
}
