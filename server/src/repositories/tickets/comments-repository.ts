import { COMMENT_COLUMNS, type CommentRow, type NewComment } from '../../db/database';
import type { Executor } from '../executor';

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

/** Oldest first, keyset on the comment id (the thread index is ticket_id, id). */
export function listThreadPage(db: Executor, query: ThreadPageQuery): Promise<CommentRow[]> {
  let select = db
    .selectFrom('comments')
    .select(COMMENT_COLUMNS)
    .where('ticket_id', '=', query.ticketId)
    .orderBy('id')
    .limit(query.limit);
  if (!query.includeStaffOnly) select = select.where('staff_only', '=', false);
  if (query.afterId !== undefined) select = select.where('id', '>', query.afterId);
  return select.execute();
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
