import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TestPortal } from './test-portal';

export function bearer(token: string): [string, string] {
  return ['Authorization', `Bearer ${token}`];
}

/** Row counts of the tables a write could touch, to show a rejected request changed nothing. */
export async function snapshotCounts(db: Kysely<Database>) {
  const count = async (table: 'tickets' | 'comments' | 'ticket_assignees' | 'report_partners') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  };
  const tickets = await db
    .selectFrom('tickets')
    .select(['id', 'comments_count', 'last_comment_at', 'is_assigned'])
    .orderBy('id')
    .execute();
  return {
    tickets: await count('tickets'),
    comments: await count('comments'),
    assignees: await count('ticket_assignees'),
    partners: await count('report_partners'),
    ticketRows: tickets.map((row) => ({ ...row, last_comment_at: row.last_comment_at.getTime() })),
  };
}

export async function ticketIdByTitle(db: Kysely<Database>, title: string): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createSupportTicket(
  portal: TestPortal,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await portal.api
    .post('/api/ticket')
    .set(...bearer(token))
    .send({
      type: 0,
      group: 'support',
      category: 'bug',
      title: 'La web no carga',
      inputFields: { Descripción: 'No puedo entrar desde ayer' },
      ...overrides,
    });
  if (response.status !== 200) throw new Error(`Ticket not created: ${response.text}`);
  return (response.body as { ticketId: number }).ticketId;
}
