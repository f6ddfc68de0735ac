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
  await db
    .insertInto('ticket_reads')
    .columns(['ticket_id', 'account_id', 'read_count'])
    .expression((eb) =>
      eb
        .selectFrom('tickets')
        .select(['id', eb.val(accountId).as('account_id'), 'comments_count'])
        .where('id', '=', ticketId),
    )
    .onConflict((conflict) =>
      conflict.columns(['ticket_id', 'account_id']).doUpdateSet((eb) => ({
        read_count: eb.ref('excluded.read_count'),
        read_at: new Date(),
      })),
    )
    .execute();
}
