import type { TicketSort } from '@portal/shared/contract';
import { sql } from 'kysely';
import { type AccountRow, TICKET_COLUMNS, type TicketRow } from '../../db/database';
import type { Executor } from '../executor';
import type { SortValue } from '../ticket-list/ticket-list-sorts';
import type { TicketRead } from '../tickets/ticket-reads-repository';
import type { TicketPeople } from '../tickets/tickets-repository';
import type { AdminTicketFilter } from './admin-ticket-filter';
import { adminKeysetBatch, adminSortParts } from './admin-ticket-order';

/** A JSON export batch: every ticket column. */
function adminTicketsQuery(
  db: Executor,
  filter: AdminTicketFilter,
  sort: TicketSort,
  limit: number,
  after: readonly SortValue[] | undefined,
) {
  return adminKeysetBatch(
    db.selectFrom('tickets').select(TICKET_COLUMNS.map((column) => `tickets.${column}` as const)),
    filter,
    sort,
    limit,
    after,
  );
}

/** An account named on an exported ticket: what presenting it needs. */
export type ExportAccount = Pick<AccountRow, 'id' | 'name' | 'power'>;

/** One exported ticket with everything presenting it needs besides the catalog. */
export interface AdminTicketExportItem {
  row: TicketRow;
  people: TicketPeople;
  reads: TicketRead[];
  /** The accounts it names: creator, accused, assignees, partners. */
  accounts: ExportAccount[];
}

type AccountTuple = [id: number, name: string, power: number];
/** A ticket's TICKET_COLUMNS in that order, times as JSON writes them (ISO 8601 text). */
type RowValues = unknown[];
type ExportItemJson = [
  row: RowValues,
  creator: AccountTuple,
  accused: AccountTuple | null,
  assignees: AccountTuple[] | null,
  roleKeys: string[] | null,
  partners: [typedName: string, account: AccountTuple | null][] | null,
  reads: [accountId: number, readCount: number][] | null,
  sortValues: SortValue[],
];

/** Where each column sits in a row's values. */
const AT = Object.fromEntries(TICKET_COLUMNS.map((column, index) => [column, index])) as Record<
  keyof TicketRow,
  number
>;

const time = (value: unknown) => new Date(value as string);
const timeOrNull = (value: unknown) => (value === null ? null : time(value));

/** Written out field by field: every row gets one shape, which the presenter reads fast. */
function toTicketRow(values: RowValues): TicketRow {
  return {
    id: values[AT.id] as TicketRow['id'],
    type: values[AT.type] as TicketRow['type'],
    group_key: values[AT.group_key] as TicketRow['group_key'],
    category_key: values[AT.category_key] as TicketRow['category_key'],
    is_web: values[AT.is_web] as TicketRow['is_web'],
    title: values[AT.title] as TicketRow['title'],
    status: values[AT.status] as TicketRow['status'],
    created_by: values[AT.created_by] as TicketRow['created_by'],
    created_at: time(values[AT.created_at]),
    last_comment_at: time(values[AT.last_comment_at]),
    closed_at: timeOrNull(values[AT.closed_at]),
    comments_count: values[AT.comments_count] as TicketRow['comments_count'],
    category_weight: values[AT.category_weight] as TicketRow['category_weight'],
    is_assigned: values[AT.is_assigned] as TicketRow['is_assigned'],
    input_fields: values[AT.input_fields] as TicketRow['input_fields'],
    attachments: values[AT.attachments] as TicketRow['attachments'],
    reviewed: values[AT.reviewed] as TicketRow['reviewed'],
    report_accused_name: values[AT.report_accused_name] as TicketRow['report_accused_name'],
    report_accused_id: values[AT.report_accused_id] as TicketRow['report_accused_id'],
    report_date: timeOrNull(values[AT.report_date]),
    in_fraganti: values[AT.in_fraganti] as TicketRow['in_fraganti'],
    broken_rules: values[AT.broken_rules] as TicketRow['broken_rules'],
    secondary_rules: values[AT.secondary_rules] as TicketRow['secondary_rules'],
    description: values[AT.description] as TicketRow['description'],
    resolution: values[AT.resolution] as TicketRow['resolution'],
    event_start: values[AT.event_start] as TicketRow['event_start'],
    event_at: timeOrNull(values[AT.event_at]),
    event_place: values[AT.event_place] as TicketRow['event_place'],
  };
}

function toAccount([id, name, power]: AccountTuple): ExportAccount {
  return { id, name, power };
}

function toExportItem([
  values,
  creator,
  accused,
  assignees,
  roles,
  partners,
  reads,
]: ExportItemJson): AdminTicketExportItem {
  const row = toTicketRow(values);
  const partnerAccounts = (partners ?? []).flatMap(([, account]) => (account ? [account] : []));
  return {
    row,
    people: {
      assigneeIds: (assignees ?? []).map(([id]) => id),
      roleKeys: roles ?? [],
      partnerIds: partnerAccounts.map(([id]) => id),
      partners: (partners ?? []).map(([name, account]) => ({
        name,
        accountId: account ? account[0] : null,
      })),
    },
    reads: (reads ?? []).map(([accountId, readCount]) => ({
      ticketId: row.id,
      accountId,
      readCount,
    })),
    accounts: [
      creator,
      ...(accused ? [accused] : []),
      ...(assignees ?? []),
      ...partnerAccounts,
    ].map(toAccount),
  };
}

/**
 * An export's batch: the table's rows after `after`, each with its people, reads and the accounts
 * they name, in ONE statement whose answer is one JSON document (parsed natively in one go; the
 * driver's per-column parsing of a million rows cost more than the database's work).
 */
export async function readAdminTicketExport(
  db: Executor,
  filter: AdminTicketFilter,
  sort: TicketSort,
  limit: number,
  after: readonly SortValue[] | undefined,
): Promise<{ items: AdminTicketExportItem[]; lastKey: SortValue[] | undefined }> {
  const parts = adminSortParts(sort);
  const page = adminTicketsQuery(db, filter, sort, limit, after);
  const sortKeys = parts.map((_part, index) => sql.ref(`p.sort_${index}`));
  const order = sql.join(
    parts.map((part, index) => sql`${sortKeys[index]} ${sql.raw(part.direction)}`),
  );
  const account = (alias: string) =>
    sql`json_build_array(${sql.ref(`${alias}.id`)}, ${sql.ref(
      `${alias}.name`,
    )}, ${sql.ref(`${alias}.power`)})`;
  const { rows } = await sql<{ batch: ExportItemJson[] }>`
    select coalesce(json_agg(json_build_array(
      json_build_array(${sql.join(TICKET_COLUMNS.map((column) => sql.ref(`p.${column}`)))}),
      ${account('creator')},
      case when p.report_accused_id is not null then ${account('accused')} end,
      (select json_agg(${account('a')} order by ta.assigned_at, ta.account_id)
         from ticket_assignees ta join accounts a on a.id = ta.account_id
         where ta.ticket_id = p.id),
      (select json_agg(r.role_key order by r.role_key)
         from ticket_role_assignees r where r.ticket_id = p.id),
      case when p.type = 1 then (
        select json_agg(json_build_array(rp.name,
                 case when a.id is not null then ${account('a')} end) order by rp.position)
          from report_partners rp left join accounts a on a.id = rp.account_id
          where rp.ticket_id = p.id) end,
      (select json_agg(json_build_array(rd.account_id, rd.read_count))
         from ticket_reads rd where rd.ticket_id = p.id),
      json_build_array(${sql.join(sortKeys)})
    ) order by ${order}), '[]') as batch
    from (${page}) p
    join accounts creator on creator.id = p.created_by
    left join accounts accused on accused.id = p.report_accused_id`.execute(db);
  const batch = rows[0]?.batch ?? [];
  return { items: batch.map(toExportItem), lastKey: batch.at(-1)?.[7] };
}
