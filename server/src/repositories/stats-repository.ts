import { TICKET_TYPE } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from './executor';

export interface RecentTicketRow {
  id: number;
  type: number;
  status: number;
  group_key: string;
  category_key: string;
  created_at: Date;
  /** The ticket's assigned accounts, in the order they were assigned. */
  assignee_ids: number[];
}

/**
 * Tickets opened since `since`, newest first, each with its assignees (statistics read every one
 * of them). One statement: a month of a busy community is tens of thousands of tickets, more
 * than the 65,535 parameters a list of ids could pass.
 */
export function listTicketsCreatedSince(db: Executor, since: Date): Promise<RecentTicketRow[]> {
  return db
    .selectFrom('tickets as t')
    .select(['t.id', 't.type', 't.status', 't.group_key', 't.category_key', 't.created_at'])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('ticket_assignees as a')
            .select(sql<number[]>`array_agg(a.account_id order by a.assigned_at)`.as('ids'))
            .whereRef('a.ticket_id', '=', 't.id'),
          sql<number[]>`'{}'::integer[]`,
        )
        .as('assignee_ids'),
    )
    .where('t.created_at', '>=', since)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
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
