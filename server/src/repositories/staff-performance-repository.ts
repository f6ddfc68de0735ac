import type { StaffPerformanceBody } from '@portal/shared/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from './executor';

const DAY_SECONDS = 86_400;

/** The assignments counted, with their UTC day (whole days since the epoch). */
export interface StaffPerformanceFilter {
  staffName: string;
  ticketType: number | undefined;
  status: number | undefined;
  /** Assigned from `from` (included) to `to` (excluded). */
  from: Date | undefined;
  to: Date | undefined;
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

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One row per staff member and UTC day they were assigned tickets, counted per tab. */
function performanceRows(filter: StaffPerformanceFilter): RawBuilder<StaffPerformanceRecord> {
  const name = filter.staffName.trim();
  return sql<StaffPerformanceRecord>`
    select ta.account_id as staff_id, a.name as staff_name,
           floor(extract(epoch from ta.assigned_at) / ${sql.lit(DAY_SECONDS)})::int as day,
           count(*) filter (where ta.ticket_type = 1)::int as reports_count,
           count(*) filter (where ta.ticket_type = 0)::int as support_count
    from ticket_assignees ta
    join accounts a on a.id = ta.account_id
    where true
      ${filter.from ? sql`and ta.assigned_at >= ${filter.from}` : sql``}
      ${filter.to ? sql`and ta.assigned_at < ${filter.to}` : sql``}
      ${filter.ticketType === undefined ? sql`` : sql`and ta.ticket_type = ${filter.ticketType}`}
      ${filter.status === undefined ? sql`` : sql`and ta.ticket_status = ${filter.status}`}
      ${name === '' ? sql`` : sql`and a.name ilike ${likePattern(name)}`}
    group by ta.account_id, a.name, day`;
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
