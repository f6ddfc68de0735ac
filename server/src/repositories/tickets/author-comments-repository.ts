import type { CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { COMMENT_COLUMNS, type CommentRow, type NewComment } from '../../db/database';
import { committing } from '../../db/last-statement';
import type { Executor } from '../executor';
import {
  commentCreatedEventsInsert,
  type StoredLiveEvent,
  type StoredLiveEventJson,
  storedLiveEvent,
} from '../live-outbox-repository';
import { keptStatement, slotAll } from '../statement-slots';
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

/** The values of the comments' statement: each one a parameter of it (`slotAll`). */
export interface AuthorCommentsValues {
  ticketId: number;
  authorId: number;
  comments: readonly NewComment[];
  /** The public comments' count and latest time: the ticket's sort keys move by them. */
  count: number;
  latest: Date;
  /** Whether the ticket's row is updated at all (public comments, or an action's changes). */
  updatesTicket: boolean;
  ticketChanges: TicketStateChanges;
  /** Whether they answer the ticket's open staff wait, and when (the epoch when they do not). */
  answersWait: boolean;
  answeredAt: Date;
  readAt: Date;
}

/** The statement's values for these comments, with the author's read mark at `readAt`. */
export function authorCommentsValues(written: AuthorComments, readAt: Date): AuthorCommentsValues {
  const { ticketId, authorId, comments, published, answersWaitAt, ticketChanges } = written;
  const count = published?.count ?? 0;
  return {
    ticketId,
    authorId,
    comments,
    count,
    latest: published?.latest ?? new Date(0),
    updatesTicket: count > 0 || ticketChanges !== undefined,
    ticketChanges: ticketChanges ?? {},
    answersWait: answersWaitAt !== undefined,
    answeredAt: answersWaitAt ?? new Date(0),
    readAt,
  };
}

/**
 * The statement: every value is only handed to Kysely, never read, so it can be built with slots
 * (`authorCommentsQuery`); its shape is the same whatever is asked (guards, not optional parts).
 */
export function authorCommentsStatement(db: Executor, values: AuthorCommentsValues) {
  const { ticketId, authorId, comments, count, latest, updatesTicket } = values;
  return db
    .with('inserted', () =>
      db
        .insertInto('comments')
        .values([...comments])
        .returning(COMMENT_COLUMNS),
    )
    .with('ticket', () =>
      publicCommentsUpdate(db, ticketId, latest, count)
        .set(values.ticketChanges)
        .where(sql<boolean>`${updatesTicket}::boolean`)
        .returning('comments_count'),
    )
    .with('wait', () =>
      answerWaitUpdate(db, ticketId, authorId, values.answeredAt).where(
        sql<boolean>`${values.answersWait}::boolean`,
      ),
    )
    .with('read', () =>
      readMarkUpsert(
        db,
        ticketId,
        authorId,
        sql<number>`coalesce((select comments_count from ticket), tickets.comments_count)`,
        values.readAt,
      ),
    )
    .with('events', commentCreatedEventsInsert)
    .with('announced', commentSourcesInsert)
    .selectFrom('inserted')
    .innerJoin('events', 'events.comment_id', 'inserted.id')
    .selectAll('inserted')
    .select(sql<StoredLiveEventJson>`to_json(events)`.as('live_event'));
}

type AuthorCommentRow = CommentRow & { live_event: StoredLiveEventJson };

/** Statements kept by shape: how many comments, which of their columns, which ticket changes. */
const statements = new LRUCache<string, CompiledQuery<AuthorCommentRow>>({ max: 50 });

/**
 * `authorCommentsStatement` compiled once per shape and filled with this call's values: building
 * and compiling its six parts cost a comment more instance CPU than any other part of its call
 * (a tenth of the instance's time under the load mix went to Kysely, a quarter of it here).
 */
export function authorCommentsQuery(
  db: Executor,
  written: AuthorComments,
  readAt = new Date(),
): CompiledQuery<AuthorCommentRow> {
  const { slotted, values, shape } = slotAll(authorCommentsValues(written, readAt));
  return keptStatement(statements, shape, values, () =>
    authorCommentsStatement(db, slotted).$castTo<AuthorCommentRow>(),
  );
}

/**
 * Writes the comments with their live events and webhook announcements, moves the ticket's sort
 * keys (public ones only) with the action's `ticketChanges`, answers its open staff wait and sets
 * the author's read mark at the new comment count, in ONE statement (the same updates
 * `recordPublicComment`, `answerWait` and `markTicketRead` send alone): a write is latency bound,
 * each statement costs the instance a round trip. Every part reads the snapshot before the
 * statement: the read mark takes the count the ticket's update returns, or the unchanged one when
 * nothing public was written. `last`: it is its transaction's last statement, and commits with it
 * (`db/last-statement.ts`).
 */
export async function insertAuthorComments(
  db: Executor,
  written: AuthorComments,
  { last = false }: { last?: boolean } = {},
): Promise<CommentsWithEvents> {
  if (written.comments.length === 0) return { rows: [], events: [] };
  const query = authorCommentsQuery(db, written);
  const { rows } = await db.executeQuery(last ? committing(query) : query);
  const ordered = [...rows].sort((a, b) => a.id - b.id);
  return {
    rows: ordered.map(({ live_event: _, ...row }) => row as CommentRow),
    events: ordered.map((row) => storedLiveEvent(row.live_event)),
  };
}
