import { sql } from 'kysely';
import type { Executor } from '../executor';

/**
 * A review was left on the ticket. (Status, resolution and assignment change with their action's
 * comment, in `insertAuthorComments`.)
 */
export async function markTicketReviewed(db: Executor, ticketId: number): Promise<void> {
  await db.updateTable('tickets').set({ reviewed: true }).where('id', '=', ticketId).execute();
}

/**
 * A public comment left the thread: the count drops with it, and nobody's read mark may stay
 * above the new count (or their next unread comment would look read).
 */
export async function recordPublicCommentRemoved(db: Executor, ticketId: number): Promise<void> {
  const row = await db
    .updateTable('tickets')
    .set({ comments_count: sql<number>`greatest(comments_count - 1, 0)` })
    .where('id', '=', ticketId)
    .returning('comments_count')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('ticket_reads')
    .set({ read_count: row.comments_count })
    .where('ticket_id', '=', ticketId)
    .where('read_count', '>', row.comments_count)
    .execute();
}
