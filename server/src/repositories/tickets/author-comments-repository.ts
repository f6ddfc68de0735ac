import { sql } from 'kysely';
import { COMMENT_COLUMNS, type CommentRow, type NewComment } from '../../db/database';
import type { Executor } from '../executor';
import {
  commentCreatedEventsInsert,
  type StoredLiveEvent,
  type StoredLiveEventJson,
  storedLiveEvent,
} from '../live-outbox-repository';
import { commentSourcesInsert } from '../webhooks/webhook-events-repository';
import { readMarkUpsert } from './ticket-reads-repository';
import { answerWaitUpdate } from './ticket-waits-repository';
import { publicCommentsUpdate, type TicketStateChanges } from './tickets-repository';

/** One author's comments on one ticket, and what they change on it. */
export interface AuthorComments {
  ticketId: number;
  authorId: number;
  comments: readonly NewComment[];
  /** How many are public and the latest of their times: the ticket's sort keys move by them. */
  published: { count: number; latest: Date } | undefined;
  /** Set when they answer the ticket's open staff wait (the first answering comment's time). */
  answersWaitAt: Date | undefined;
  /**
   * What an action changes on the ticket's own row (a close's status, a take's `is_assigned`),
   * written by the same UPDATE as the sort keys: each update of the row writes a new version of it
   * into every one of its indexes (22), and a second one in the statement is not allowed.
   */
  ticketChanges?: TicketStateChanges;
}

/** Comments as written, in the order given (ids grow in that order), with their live events. */
export interface CommentsWithEvents {
  rows: CommentRow[];
  /** Each comment's `comment-created`, in the same order: in the outbox, for the writer to send. */
  events: StoredLiveEvent[];
}

/**
 * Writes the comments with their live events and webhook announcements, moves the ticket's sort
 * keys (public ones only) with the action's `ticketChanges`, answers its open staff wait and sets
 * the author's read mark at the new comment count, in ONE statement (the same updates `recordPublicComment`, `answerWait` and
 * `markTicketRead` send alone): a write is latency bound, each statement costs the instance a
 * round trip. The statement's shape is the same whatever is asked (guards, not optional parts), so
 * it is prepared once per comment count and columns an action changes.
 * Every part reads the snapshot before the statement: the read mark takes the count the ticket's
 * update returns, or the unchanged one when nothing public was written.
 */
export async function insertAuthorComments(
  db: Executor,
  written: AuthorComments,
): Promise<CommentsWithEvents> {
  const { ticketId, authorId, comments, published, answersWaitAt, ticketChanges } = written;
  if (comments.length === 0) return { rows: [], events: [] };
  const count = published?.count ?? 0;
  const updatesTicket = count > 0 || ticketChanges !== undefined;
  const answeredAt = answersWaitAt ?? null;
  const rows = await db
    .with('inserted', () =>
      db
        .insertInto('comments')
        .values([...comments])
        .returning(COMMENT_COLUMNS),
    )
    .with('ticket', () =>
      publicCommentsUpdate(db, ticketId, published?.latest ?? new Date(0), count)
        .set(ticketChanges ?? {})
        .where(sql<boolean>`${updatesTicket}::boolean`)
        .returning('comments_count'),
    )
    .with('wait', () =>
      answerWaitUpdate(db, ticketId, authorId, answersWaitAt ?? new Date(0)).where(
        sql<boolean>`${answeredAt}::timestamptz is not null`,
      ),
    )
    .with('read', () =>
      readMarkUpsert(
        db,
        ticketId,
        authorId,
        sql<number>`coalesce((select comments_count from ticket), tickets.comments_count)`,
      ),
    )
    .with('events', commentCreatedEventsInsert)
    .with('announced', commentSourcesInsert)
    .selectFrom('inserted')
    .innerJoin('events', 'events.comment_id', 'inserted.id')
    .selectAll('inserted')
    .select(sql<StoredLiveEventJson>`to_json(events)`.as('live_event'))
    .execute();
  const ordered = rows.sort((a, b) => a.id - b.id);
  return {
    rows: ordered.map(({ live_event: _, ...row }) => row as CommentRow),
    events: ordered.map((row) => storedLiveEvent(row.live_event)),
  };
}
