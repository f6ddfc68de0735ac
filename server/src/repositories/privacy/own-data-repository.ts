import {
  COMMENT_COLUMNS,
  type CommentRow,
  TICKET_COLUMNS,
  type TicketRow,
} from '../../db/database';
import type { Executor } from '../executor';

/**
 * The next `size` tickets after `after` (by id) that the account opened or is named in as a
 * report's accused or partner.
 */
export function ownTicketRowsAfter(
  db: Executor,
  accountId: number,
  after: number,
  size: number,
): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS.map((column) => `tickets.${column}` as const))
    .where('tickets.id', '>', after)
    .where((eb) =>
      eb.or([
        eb('tickets.created_by', '=', accountId),
        eb('tickets.report_accused_id', '=', accountId),
        eb.exists(
          eb
            .selectFrom('report_partners as p')
            .select('p.ticket_id')
            .whereRef('p.ticket_id', '=', 'tickets.id')
            .where('p.account_id', '=', accountId),
        ),
      ]),
    )
    .orderBy('tickets.id')
    .limit(size)
    .execute() as Promise<TicketRow[]>;
}

/** The next `size` comments after `after` (by id) that the account wrote, actions included. */
export function ownCommentRowsAfter(
  db: Executor,
  accountId: number,
  after: number,
  size: number,
): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .select(COMMENT_COLUMNS)
    .where('author_id', '=', accountId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(size)
    .execute();
}

export function ownReviews(db: Executor, accountId: number) {
  return db
    .selectFrom('reviews')
    .select(['ticket_id as ticketId', 'points', 'comment', 'created_at as createdAt'])
    .where('reviewer_id', '=', accountId)
    .orderBy('id')
    .execute();
}

export function ownSessions(db: Executor, accountId: number) {
  return db
    .selectFrom('sessions')
    .select([
      'created_at as createdAt',
      'last_used_at as lastUsedAt',
      'expires_at as expiresAt',
      'ended_at as endedAt',
    ])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
}
