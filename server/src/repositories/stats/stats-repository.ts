import { DAY_MS, TICKET_TYPE } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../executor';

export interface RecentTicketRow {
  id: number;
  type: number;
  status: number;
  group_key: string;
  category_key: string;
  created_at: Date;
  /** The ticket's assigned accounts, in the order they were assigned. */
  assignee_ids: number[];
  /** Only where the list is a page the viewer reads row by row. */
  title?: string;
}

/** Tickets with their assignees, as statistics list them. */
function recentTickets(db: Executor) {
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
    );
}

/**
 * Tickets opened since `since`, newest first, each with its assignees (GET /getLastMonthStats
 * returns every one of them). One statement: a month of a busy community is tens of thousands of
 * tickets, more than the 65,535 parameters a list of ids could pass.
 */
export function listTicketsCreatedSince(db: Executor, since: Date): Promise<RecentTicketRow[]> {
  return recentTickets(db)
    .where('t.created_at', '>=', since)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

export interface AssigneeCountRow {
  /** `null`: the tickets nobody took. */
  account_id: number | null;
  group_key: string;
  type: number;
  status: number;
  /** Tickets of this assignee (or nobody's), group, type and status. */
  tickets: number;
  /** On the nobody's rows only: every ticket of the group, type and status, taken or not. */
  all_tickets: number;
}

/**
 * Tickets opened since `since` per assignee (a ticket counts for each), group, type and status,
 * and the ones nobody took: the whole UTC days after `since` from the daily counters (0024), the
 * rest of `since`'s own day from two index-only ranges (0018), the assignments with their
 * ticket's copied state and the tickets, never a ticket row.
 */
export async function countTicketsCreatedSinceByAssignee(
  db: Executor,
  since: Date,
): Promise<AssigneeCountRow[]> {
  const firstDay = Math.floor(since.getTime() / DAY_MS);
  const wholeDays = new Date((firstDay + 1) * DAY_MS);
  const { rows } = await sql<AssigneeCountRow>`
    with assigned as (
      select account_id, ticket_id, ticket_group_key, ticket_type, ticket_status
      from ticket_assignees
      where ticket_created_at >= ${since} and ticket_created_at < ${wholeDays}
    )
    select account_id, group_key, type, status, sum(tickets)::int as tickets, 0 as all_tickets
    from (
      select account_id, group_key, type, status, tickets
      from assignee_created_days
      where day > ${firstDay}
      union all
      select account_id, ticket_group_key, ticket_type, ticket_status, 1
      from assigned
    ) as counted
    group by account_id, group_key, type, status
    having sum(tickets) > 0
    union all
    select null, group_key, type, status, sum(unassigned)::int, sum(tickets)::int
    from (
      select group_key, type, status, unassigned, tickets
      from ticket_created_days
      where day > ${firstDay}
      union all
      select t.group_key, t.type, t.status, (taken.ticket_id is null)::int, 1
      from tickets as t
      left join (select distinct ticket_id from assigned) as taken on taken.ticket_id = t.id
      where t.created_at >= ${since} and t.created_at < ${wholeDays}
    ) as counted
    group by group_key, type, status`.execute(db);
  return rows;
}

export interface RecentTicketsFilter {
  since: Date;
  /** `null`: the tickets nobody took. */
  assigneeId: number | null;
  type?: number;
  status?: number;
  /** The page starts after this ticket (newest first). */
  after?: { at: Date; id: number };
  limit: number;
}

/**
 * A page of the tickets behind one statistics figure, newest first: for a staff member a range
 * of their assignments of the period (0018), for nobody the period's tickets without one.
 */
export function pageOfTicketsCreatedSince(
  db: Executor,
  filter: RecentTicketsFilter,
): Promise<Array<RecentTicketRow & { title: string }>> {
  const after = filter.after
    ? sql`and (created_at, id) < (${filter.after.at}, ${filter.after.id})`
    : sql``;
  const type = filter.type === undefined ? sql`` : sql`and type = ${filter.type}`;
  const status = filter.status === undefined ? sql`` : sql`and status = ${filter.status}`;
  const ids =
    filter.assigneeId === null
      ? sql<{ id: number }>`
          select id from tickets as t
          where created_at >= ${filter.since} ${type} ${status} ${after}
            and not exists (select 1 from ticket_assignees as a where a.ticket_id = t.id)
          order by created_at desc, id desc
          limit ${filter.limit}`
      : sql<{ id: number }>`
          select id from (
            select ticket_id as id, ticket_created_at as created_at,
                   ticket_type as type, ticket_status as status
            from ticket_assignees
            where account_id = ${filter.assigneeId}
          ) as a
          where created_at >= ${filter.since} ${type} ${status} ${after}
          order by created_at desc, id desc
          limit ${filter.limit}`;
  return recentTickets(db)
    .select('t.title')
    .where('t.id', 'in', sql<number>`(${ids})`)
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
