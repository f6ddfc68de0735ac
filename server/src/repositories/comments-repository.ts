import type { CommentRow, NewComment } from '../db/database';
import type { Executor } from './executor';

export interface HistoryEntry {
  message: string;
  createdAt: Date;
}

export function insertComment(db: Executor, comment: NewComment): Promise<CommentRow> {
  return db.insertInto('comments').values(comment).returningAll().executeTakeFirstOrThrow();
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
    .selectAll()
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
