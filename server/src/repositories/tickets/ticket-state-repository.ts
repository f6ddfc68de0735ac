import { sql } from 'kysely';
import { TICKET_COLUMNS, type TicketRow } from '../../db/database';
import type { Executor } from '../executor';

/** Ticket columns that state transitions write (status, resolution, review flag). */
export function updateTicketState(
  db: Executor,
  ticketId: number,
  changes: Partial<Pick<TicketRow, 'status' | 'resolution' | 'closed_at' | 'reviewed'>>,
): Promise<TicketRow> {
  return db
    .updateTable('tickets')
    .set(changes)
    .where('id', '=', ticketId)
    .returning(TICKET_COLUMNS)
    .executeTakeFirstOrThrow();
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
