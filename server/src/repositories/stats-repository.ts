import { TICKET_TYPE } from '@portal/shared/contract';
import type { Executor } from './executor';

export interface RecentTicketRow {
  id: number;
  type: number;
  status: number;
  group_key: string;
  category_key: string;
  created_at: Date;
}

/** Tickets opened since `since`, newest first (statistics read every one of them). */
export function listTicketsCreatedSince(db: Executor, since: Date): Promise<RecentTicketRow[]> {
  return db
    .selectFrom('tickets')
    .select(['id', 'type', 'status', 'group_key', 'category_key', 'created_at'])
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The assigned accounts of each ticket, by ticket id. */
export async function assigneeIdsByTicket(
  db: Executor,
  ticketIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byTicket = new Map<number, number[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .selectFrom('ticket_assignees')
    .select(['ticket_id', 'account_id'])
    .where('ticket_id', 'in', ticketIds)
    .orderBy('assigned_at')
    .execute();
  for (const row of rows) {
    byTicket.set(row.ticket_id, [...(byTicket.get(row.ticket_id) ?? []), row.account_id]);
  }
  return byTicket;
}

/** The newest reports naming the account as accused, newest first. */
export function reportsAgainst(db: Executor, accountId: number, limit: number) {
  return db
    .selectFrom('tickets')
    .select(['id', 'report_date', 'broken_rules', 'resolution', 'group_key', 'category_key'])
    .where('type', '=', TICKET_TYPE.report)
    .where('report_accused_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
