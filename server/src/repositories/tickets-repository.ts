import { sql } from 'kysely';
import { type NewTicket, TICKET_COLUMNS, type TicketRow } from '../db/database';
import type { Executor } from './executor';

/** Who is attached to a ticket, as visibility and audiences need it. */
export interface TicketPeople {
  assigneeIds: number[];
  roleKeys: string[];
  partnerIds: number[];
  partners: { name: string; accountId: number | null }[];
}

export async function insertTicket(db: Executor, ticket: NewTicket): Promise<number> {
  const row = await db
    .insertInto('tickets')
    .values(ticket)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findTicketById(db: Executor, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').select(TICKET_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findTicketPeople(
  db: Executor,
  ticketIds: readonly number[],
): Promise<Map<number, TicketPeople>> {
  const people = new Map<number, TicketPeople>(
    ticketIds.map((id) => [id, { assigneeIds: [], roleKeys: [], partnerIds: [], partners: [] }]),
  );
  if (ticketIds.length === 0) return people;
  const ids = [...ticketIds];
  const [assignees, roles, partners] = await Promise.all([
    db
      .selectFrom('ticket_assignees')
      .select(['ticket_id', 'account_id'])
      .where('ticket_id', 'in', ids)
      .orderBy('assigned_at')
      .orderBy('account_id')
      .execute(),
    db
      .selectFrom('ticket_role_assignees')
      .select(['ticket_id', 'role_key'])
      .where('ticket_id', 'in', ids)
      .orderBy('role_key')
      .execute(),
    db
      .selectFrom('report_partners')
      .select(['ticket_id', 'account_id', 'name'])
      .where('ticket_id', 'in', ids)
      .orderBy('position')
      .execute(),
  ]);
  for (const row of assignees) people.get(row.ticket_id)?.assigneeIds.push(row.account_id);
  for (const row of roles) people.get(row.ticket_id)?.roleKeys.push(row.role_key);
  for (const row of partners) {
    const entry = people.get(row.ticket_id);
    entry?.partners.push({ name: row.name, accountId: row.account_id });
    if (row.account_id !== null) entry?.partnerIds.push(row.account_id);
  }
  return people;
}

export async function insertReportPartners(
  db: Executor,
  ticketId: number,
  partners: readonly { name: string; accountId: number | null }[],
): Promise<void> {
  if (partners.length === 0) return;
  await db
    .insertInto('report_partners')
    .values(
      partners.map((partner, position) => ({
        ticket_id: ticketId,
        position,
        name: partner.name,
        account_id: partner.accountId,
      })),
    )
    .execute();
}

export async function addAssignee(
  db: Executor,
  ticketId: number,
  accountId: number,
  assignedBy: number,
): Promise<void> {
  await db
    .insertInto('ticket_assignees')
    .values({ ticket_id: ticketId, account_id: accountId, assigned_by: assignedBy })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db.updateTable('tickets').set({ is_assigned: true }).where('id', '=', ticketId).execute();
}

/**
 * Keeps the row's sort keys in step with its thread. Only comments everyone on the ticket can read
 * move them, so a staff-only note never shows up as activity or unread count to a player.
 */
export async function recordPublicComment(db: Executor, ticketId: number, at: Date): Promise<void> {
  await db
    .updateTable('tickets')
    .set({
      comments_count: sql<number>`comments_count + 1`,
      last_comment_at: sql<Date>`greatest(last_comment_at, ${at.toISOString()}::timestamptz)`,
    })
    .where('id', '=', ticketId)
    .execute();
}

/** Locks the ticket row for the rest of the transaction so concurrent changes queue up. */
export async function lockTicket(db: Executor, ticketId: number): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('id', '=', ticketId)
    .forUpdate()
    .executeTakeFirst();
}
