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

/** Each ticket's people in one statement (a list page's 25 tickets, or one for the live channel). */
export async function findTicketPeople(
  db: Executor,
  ticketIds: readonly number[],
): Promise<Map<number, TicketPeople>> {
  const people = new Map<number, TicketPeople>(
    ticketIds.map((id) => [id, { assigneeIds: [], roleKeys: [], partnerIds: [], partners: [] }]),
  );
  if (ticketIds.length === 0) return people;
  const rows = await db
    .selectFrom('tickets')
    .select([
      'tickets.id',
      sql<number[]>`coalesce(
        (select array_agg(a.account_id order by a.assigned_at, a.account_id)
           from ticket_assignees a where a.ticket_id = tickets.id),
        '{}')`.as('assignee_ids'),
      sql<string[]>`coalesce(
        (select array_agg(r.role_key order by r.role_key)
           from ticket_role_assignees r where r.ticket_id = tickets.id),
        '{}')`.as('role_keys'),
      sql<{ name: string; accountId: number | null }[]>`coalesce(
        (select json_agg(json_build_object('name', p.name, 'accountId', p.account_id)
                         order by p.position)
           from report_partners p where p.ticket_id = tickets.id),
        '[]')`.as('partners'),
    ])
    .where('tickets.id', 'in', [...ticketIds])
    .execute();
  for (const row of rows) {
    people.set(row.id, {
      assigneeIds: row.assignee_ids,
      roleKeys: row.role_keys,
      partnerIds: row.partners.flatMap((partner) =>
        partner.accountId === null ? [] : [partner.accountId],
      ),
      partners: row.partners,
    });
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
export async function recordPublicComment(
  db: Executor,
  ticketId: number,
  at: Date,
  count = 1,
): Promise<void> {
  await db
    .updateTable('tickets')
    .set({
      comments_count: sql<number>`comments_count + ${count}::int`,
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
