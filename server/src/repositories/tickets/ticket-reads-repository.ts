import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../executor';

export interface TicketRead {
  ticketId: number;
  accountId: number;
  readCount: number;
}

/** Records that the account has read the ticket's thread up to its current comment count. */
export async function markTicketRead(
  db: Executor,
  ticketId: number,
  accountId: number,
): Promise<void> {
  await readMarkUpsert(db, ticketId, accountId).execute();
}

/**
 * `markTicketRead`, not yet sent (to compose into a larger statement), at `readCount`: the ticket's
 * comment count unless a statement that changes it gives the new one.
 */
export function readMarkUpsert(
  db: Executor,
  ticketId: number,
  accountId: number,
  readCount: RawBuilder<number> = sql<number>`tickets.comments_count`,
  readAt: Date = new Date(),
) {
  return db
    .insertInto('ticket_reads')
    .columns(['ticket_id', 'account_id', 'read_count'])
    .expression((eb) =>
      eb
        .selectFrom('tickets')
        .select(['id', eb.val(accountId).as('account_id'), readCount.as('read_count')])
        .where('id', '=', ticketId),
    )
    .onConflict((conflict) =>
      conflict.columns(['ticket_id', 'account_id']).doUpdateSet((eb) => ({
        read_count: eb.ref('excluded.read_count'),
        read_at: readAt,
      })),
    );
}
