import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { COMMENT_COLUMNS, type CommentRow, type NewComment } from '../../db/database';
import { type AccountJson, accountsFromJson, accountsJson } from '../accounts/accounts-json';
import type { ShownAccount } from '../accounts/accounts-repository';
import type { Executor } from '../executor';
import { keptStatement, slot } from '../statement-slots';
import {
  type TicketWithPeople,
  type TicketWithPeopleRow,
  ticketWithPeopleOf,
  ticketWithPeopleQuery,
} from './tickets-repository';

export interface HistoryEntry {
  message: string;
  createdAt: Date;
}

export function insertComment(db: Executor, comment: NewComment): Promise<CommentRow> {
  return db
    .insertInto('comments')
    .values(comment)
    .returning(COMMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface ThreadPageQuery {
  ticketId: number;
  includeStaffOnly: boolean;
  afterId: number | undefined;
  limit: number;
}

/** A page of a thread and the people presenting it reads (`readThreadPage`). */
export interface ThreadPage {
  rows: CommentRow[];
  /** The accounts its comments name: authors, and the targets of assignments. */
  accounts: Map<number, ShownAccount>;
  /** The earlier versions of its edited comments, oldest first. */
  histories: Map<number, HistoryEntry[]>;
}

/** A comment as JSON carries it: its dates as text. */
type CommentJson = Omit<CommentRow, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string | null;
};

/** A thread page as `threadPageJson` answers it. */
export interface ThreadPageJson {
  rows: CommentJson[];
  accounts: AccountJson[];
  histories: [number, string, string][];
}

/**
 * A page of a thread, oldest first (keyset on the comment id: the thread index is ticket_id, id),
 * with the accounts its comments name and their edit histories, as one JSON value: one statement,
 * where reading the people apart cost a second one and its round trip on every thread opened, and
 * a column of another read (the ticket's, `findTicketWithThread`) when that comes first.
 */
export function threadPageJson(query: ThreadPageQuery): RawBuilder<ThreadPageJson> {
  const conditions = [sql`comments.ticket_id = ${query.ticketId}`];
  if (!query.includeStaffOnly) conditions.push(sql`comments.staff_only = false`);
  if (query.afterId !== undefined) conditions.push(sql`comments.id > ${query.afterId}`);
  return sql<ThreadPageJson>`(with page as (
      select ${sql.join(COMMENT_COLUMNS.map((column) => sql.ref(`comments.${column}`)))}
      from comments where ${sql.join(conditions, sql` and `)}
      order by comments.id limit ${query.limit}
    )
    select json_build_object(
      'rows', (select coalesce(json_agg(page order by page.id), '[]') from page),
      'accounts',
        ${accountsJson(sql`select author_id from page union select target_account_id from page`)},
      'histories', (select coalesce(json_agg(json_build_array(h.comment_id, h.message, h.created_at)
          order by h.id), '[]') from comment_history h
        where h.comment_id in (select id from page where edited))))`;
}

/** The page `threadPageJson` answered, shaped as its rows and people read on their own. */
export function threadPageOf(json: ThreadPageJson): ThreadPage {
  const histories = new Map<number, HistoryEntry[]>();
  for (const [commentId, message, createdAt] of json.histories) {
    const list = histories.get(commentId) ?? [];
    list.push({ message, createdAt: new Date(createdAt) });
    histories.set(commentId, list);
  }
  return {
    rows: json.rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at),
      updated_at: row.updated_at === null ? null : new Date(row.updated_at),
    })),
    accounts: accountsFromJson(json.accounts),
    histories,
  };
}

/** A page of a thread on its own (`threadPageJson`). */
export async function readThreadPage(db: Executor, query: ThreadPageQuery): Promise<ThreadPage> {
  const { rows } = await sql<{
    page: ThreadPageJson;
  }>`select ${threadPageJson(query)} as page`.execute(db);
  const [found] = rows;
  if (!found) throw new Error(`The page of ticket ${query.ticketId}'s thread was not read`);
  return threadPageOf(found.page);
}

/**
 * A ticket, its people and its group (`findTicketWithPeople`) with a page of its thread, in one
 * statement: a thread is opened after its ticket's access is checked, which cost a statement and
 * a round trip of its own. The page is read before that check: the caller sends nothing of it to
 * a viewer the check refuses.
 */
export async function findTicketWithThread(
  db: Executor,
  query: ThreadPageQuery,
): Promise<{ ticket: TicketWithPeople; page: ThreadPage } | undefined> {
  const { rows } = await db.executeQuery(ticketWithThreadQuery(db, query));
  const [found] = rows;
  if (!found) return undefined;
  const { thread, ...ticket } = found;
  return { ticket: ticketWithPeopleOf(ticket), page: threadPageOf(thread) };
}

/** Kept by whether staff notes are read and whether the page follows a cursor. */
const ticketWithThreadStatements = new LRUCache<
  string,
  CompiledQuery<TicketWithPeopleRow & { thread: ThreadPageJson }>
>({ max: 8 });

/** `findTicketWithThread`'s statement as built (with values, or with slots to be kept). */
export function ticketWithThreadStatement(db: Executor, query: ThreadPageQuery) {
  return ticketWithPeopleQuery(db, query.ticketId).select(threadPageJson(query).as('thread'));
}

/** `ticketWithThreadStatement` compiled once per shape (`keptStatement`). */
export function ticketWithThreadQuery(db: Executor, query: ThreadPageQuery) {
  const values: unknown[] = [];
  const slotted: ThreadPageQuery = {
    includeStaffOnly: query.includeStaffOnly,
    ticketId: slot(values, query.ticketId),
    afterId: query.afterId === undefined ? undefined : slot(values, query.afterId),
    limit: slot(values, query.limit),
  };
  const shape = JSON.stringify([query.includeStaffOnly, query.afterId !== undefined]);
  return keptStatement(ticketWithThreadStatements, shape, values, () =>
    ticketWithThreadStatement(db, slotted),
  );
}

export async function findHistories(
  db: Executor,
  commentIds: readonly number[],
): Promise<Map<number, HistoryEntry[]>> {
  const histories = new Map<number, HistoryEntry[]>();
  if (commentIds.length === 0) return histories;
  const rows = await db
    .selectFrom('comment_history')
    .select(['comment_id', 'message', 'created_at'])
    .where('comment_id', 'in', [...commentIds])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = histories.get(row.comment_id) ?? [];
    list.push({ message: row.message, createdAt: row.created_at });
    histories.set(row.comment_id, list);
  }
  return histories;
}

export function findCommentById(db: Executor, id: number): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').select(COMMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The ticket a comment belongs to (it never moves), to lock before the comment is read. */
export async function findCommentTicketId(db: Executor, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('comments')
    .select('ticket_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.ticket_id;
}

/** Keeps the version being replaced (with the time it was written) and stores the new text. */
export async function replaceCommentMessage(
  db: Executor,
  comment: CommentRow,
  message: string,
  at: Date,
): Promise<CommentRow> {
  await db
    .insertInto('comment_history')
    .values({
      comment_id: comment.id,
      message: comment.message,
      created_at: comment.updated_at ?? comment.created_at,
    })
    .execute();
  return db
    .updateTable('comments')
    .set({ message, edited: true, updated_at: at })
    .where('id', '=', comment.id)
    .returning(COMMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteCommentRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}

/** Staff-only notes of a thread, oldest first. */
export function listStaffOnlyComments(db: Executor, ticketId: number): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .select(COMMENT_COLUMNS)
    .where('ticket_id', '=', ticketId)
    .where('staff_only', '=', true)
    .orderBy('id')
    .execute();
}

export interface ThreadShapeEntry {
  action: string;
  staffOnly: boolean;
  authorId: number;
  authorPower: number;
}

/** The whole thread reduced to who spoke and how, oldest first (request-more-responses rule). */
export async function listThreadShape(db: Executor, ticketId: number): Promise<ThreadShapeEntry[]> {
  const rows = await db
    .selectFrom('comments')
    .innerJoin('accounts', 'accounts.id', 'comments.author_id')
    .select(['comments.action', 'comments.staff_only', 'comments.author_id', 'accounts.power'])
    .where('comments.ticket_id', '=', ticketId)
    .orderBy('comments.id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    staffOnly: row.staff_only,
    authorId: row.author_id,
    authorPower: row.power,
  }));
}
