import { type StaffPerformanceBody, TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../executor';
import { likePattern } from '../like-pattern';

/** The assignments counted, by their UTC day (whole days since the epoch). */
export interface StaffPerformanceFilter {
  staffName: string;
  ticketType: number | undefined;
  status: number | undefined;
  /** Assigned from day `fromDay` (included) to day `toDay` (excluded). */
  fromDay: number | undefined;
  toDay: number | undefined;
}

export interface StaffPerformanceRecord {
  staff_id: number;
  staff_name: string;
  day: number;
  reports_count: number;
  support_count: number;
}

/** Where the next read starts: right after this row in the order. */
export type StaffPerformanceAfter = StaffPerformanceRecord;

const SORT_COLUMNS: Record<StaffPerformanceBody['sortBy'], keyof StaffPerformanceRecord> = {
  date: 'day',
  staffName: 'staff_name',
  reportsCount: 'reports_count',
  supportCount: 'support_count',
};

/** A tab's count under the status filter: both statuses' columns, one, or none for another tab. */
function tabCount(filter: StaffPerformanceFilter, type: number, tab: 'reports' | 'support') {
  if (filter.ticketType !== undefined && filter.ticketType !== type) return sql`0`;
  if (filter.status === undefined) return sql.raw(`${tab}_opened + ${tab}_closed`);
  return sql.raw(filter.status === TICKET_STATUS.closed ? `${tab}_closed` : `${tab}_opened`);
}

/**
 * One row per staff member and UTC day they were assigned tickets, counted per tab: the daily
 * counters (0024), then their names (and the name filter).
 */
function performanceRows(filter: StaffPerformanceFilter): RawBuilder<StaffPerformanceRecord> {
  const name = filter.staffName.trim();
  return sql<StaffPerformanceRecord>`
    select d.account_id as staff_id, a.name as staff_name, d.day, d.reports_count, d.support_count
    from (
      select account_id, day,
             ${tabCount(filter, TICKET_TYPE.report, 'reports')} as reports_count,
             ${tabCount(filter, TICKET_TYPE.support, 'support')} as support_count
      from staff_assigned_days
      where true
        ${filter.fromDay === undefined ? sql`` : sql`and day >= ${filter.fromDay}`}
        ${filter.toDay === undefined ? sql`` : sql`and day < ${filter.toDay}`}
    ) as d
    join accounts a on a.id = d.account_id
    where d.reports_count + d.support_count > 0
      ${name === '' ? sql`` : sql`and a.name ilike ${likePattern(name)}`}`;
}

interface StaffPerformanceOrder {
  sortBy: StaffPerformanceBody['sortBy'];
  sortOrder: 'asc' | 'desc';
}

/** The chosen column, then staff member and day, so equal values keep one order across pages. */
function orderBy(order: StaffPerformanceOrder) {
  const direction = sql.raw(order.sortOrder);
  return sql`${sql.ref(`p.${SORT_COLUMNS[order.sortBy]}`)} ${direction}, p.staff_id asc, p.day asc`;
}

function afterCondition(order: StaffPerformanceOrder, after: StaffPerformanceAfter | undefined) {
  if (!after) return sql`true`;
  const column = SORT_COLUMNS[order.sortBy];
  const beyond = sql.raw(order.sortOrder === 'asc' ? '>' : '<');
  const value = after[column];
  return sql`(${sql.ref(`p.${column}`)} ${beyond} ${value}
    or (${sql.ref(`p.${column}`)} = ${value} and (p.staff_id, p.day) > (${after.staff_id}, ${after.day})))`;
}

export async function countStaffPerformance(
  db: Executor,
  filter: StaffPerformanceFilter,
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from (${performanceRows(filter)}) p`.execute(db);
  return rows[0]?.count ?? 0;
}

/** Rows in the chosen order, from a page's offset or right after a row already read. */
export async function readStaffPerformance(
  db: Executor,
  filter: StaffPerformanceFilter,
  order: StaffPerformanceOrder,
  limit: number,
  from: { offset: number } | { after: StaffPerformanceAfter | undefined },
): Promise<StaffPerformanceRecord[]> {
  const after = 'after' in from ? from.after : undefined;
  const offset = 'offset' in from ? from.offset : 0;
  const { rows } = await sql<StaffPerformanceRecord>`
    select * from (${performanceRows(filter)}) p
    where ${afterCondition(order, after)}
    order by ${orderBy(order)}
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}
