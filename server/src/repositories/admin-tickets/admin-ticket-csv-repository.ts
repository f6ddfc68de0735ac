import type { TicketSort } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../executor';
import type { SortValue } from '../ticket-list/ticket-list-sorts';
import type { AdminTicketFilter } from './admin-ticket-filter';
import type { ExportAccount } from './admin-ticket-list-repository';
import { adminKeysetBatch, adminSortParts } from './admin-ticket-order';

/**
 * One ticket as the CSV export needs it, and nothing more: its columns, the accounts it names
 * (id, name, power, what presenting a person reads) and the facts that decide who sees names.
 * Times are milliseconds (the driver would parse a text time per column).
 */
export interface AdminTicketCsvRow {
  id: number;
  type: number;
  group_key: string;
  category_key: string;
  title: string;
  status: number;
  created_ms: number;
  last_comment_ms: number;
  created_by: number;
  creator_name: string;
  creator_power: number;
  comments_count: number;
  reviewed: boolean;
  resolution: string | null;
  report_accused_id: number | null;
  report_accused_name: string | null;
  accused_name: string | null;
  accused_power: number | null;
  /** Assignees in the order the pages list them (assignment time, then id): staff, few. */
  assignee_ids: number[] | null;
  role_keys: string[] | null;
  /** A report's partners that are accounts (who is a party of it). */
  partner_ids: number[] | null;
}

/** Whole milliseconds, as a `Date` read from the time keeps them. */
const ms = (column: string) =>
  sql<number>`floor(extract(epoch from ${sql.ref(column)}) * 1000)::float8`;

/**
 * A CSV export's batch: the table's rows after `after` with only the columns the CSV shows, in
 * one statement. No reads, no report details, no JSON built per row: those made the full export
 * three times slower. Each account is looked up by its key (`offset 0` keeps the lateral
 * subqueries from being turned into joins): as joins, the plan kept for every batch hashed the
 * whole accounts table twice per batch, most of a batch's time with 100,000 accounts.
 */
export async function readAdminTicketCsv(
  db: Executor,
  filter: AdminTicketFilter,
  sort: TicketSort,
  limit: number,
  after: readonly SortValue[] | undefined,
): Promise<{ rows: AdminTicketCsvRow[]; lastKey: SortValue[] | undefined }> {
  const parts = adminSortParts(sort);
  const page = adminKeysetBatch(
    db
      .selectFrom('tickets')
      .select([
        'tickets.id',
        'tickets.type',
        'tickets.group_key',
        'tickets.category_key',
        'tickets.title',
        'tickets.status',
        'tickets.created_at',
        'tickets.last_comment_at',
        'tickets.created_by',
        'tickets.comments_count',
        'tickets.reviewed',
        'tickets.resolution',
        'tickets.report_accused_id',
        'tickets.report_accused_name',
      ]),
    filter,
    sort,
    limit,
    after,
  );
  const sortKeys = parts.map((_part, index) => sql.ref(`p.sort_${index}`));
  const order = sql.join(
    parts.map((part, index) => sql`${sortKeys[index]} ${sql.raw(part.direction)}`),
  );
  const { rows } = await sql<AdminTicketCsvRow & Record<`sort_${number}`, number>>`
    select p.id, p.type, p.group_key, p.category_key, p.title, p.status,
      ${ms('p.created_at')} as created_ms, ${ms('p.last_comment_at')} as last_comment_ms,
      p.created_by, creator.name as creator_name, creator.power as creator_power,
      p.comments_count, p.reviewed, p.resolution, p.report_accused_id, p.report_accused_name,
      accused.name as accused_name, accused.power as accused_power,
      (select array_agg(ta.account_id order by ta.assigned_at, ta.account_id)
         from ticket_assignees ta where ta.ticket_id = p.id) as assignee_ids,
      (select array_agg(r.role_key order by r.role_key)
         from ticket_role_assignees r where r.ticket_id = p.id) as role_keys,
      case when p.type = 1 then (
        select array_agg(rp.account_id) from report_partners rp
        where rp.ticket_id = p.id and rp.account_id is not null) end as partner_ids,
      ${sql.join(sortKeys)}
    from (${page}) p
    cross join lateral (
      select a.name, a.power from accounts a where a.id = p.created_by offset 0) creator
    left join lateral (
      select a.name, a.power from accounts a where a.id = p.report_accused_id offset 0) accused
      on true
    order by ${order}`.execute(db);
  const last = rows.at(-1);
  return {
    rows,
    lastKey: last && parts.map((_part, index) => Number(last[`sort_${index}`])),
  };
}

/** What presenting these accounts needs (the CSV's assignees, looked up once per export). */
export function findExportAccounts(db: Executor, ids: readonly number[]): Promise<ExportAccount[]> {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'power'])
    .where('id', 'in', [...ids])
    .execute();
}
