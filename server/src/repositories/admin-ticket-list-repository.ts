import type { TicketSort } from '@portal/shared/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import { TICKET_COLUMNS, type TicketRow } from '../db/database';
import type { Executor } from './executor';
import {
  afterCursorRanges,
  filterConditions,
  type TicketListFilter,
} from './ticket-list-conditions';
import { SORTS, type SortPart, type SortValue, type TicketsScope } from './ticket-list-sorts';
import { isAssignedTo } from './ticket-visibility-sql';

/** An admin table's tickets: the list's filters, "mine" for the admin, and a creation period. */
export interface AdminTicketFilter extends TicketListFilter {
  /** Created from `from` (included) to `to` (excluded). */
  createdFrom: Date | undefined;
  createdTo: Date | undefined;
}

/**
 * The table's order: the sort's own keys. The staff sorts' rank (mine, my role…) is the signed-in
 * viewer's work queue, not an order of the whole community, so the table leaves it out.
 */
function sortParts(sort: TicketSort): readonly SortPart[] {
  return SORTS[sort].parts;
}

function adminConditions(eb: TicketsScope, filter: AdminTicketFilter): Expression<SqlBool> {
  const conditions = [filterConditions(eb, filter, 'tickets')];
  if (filter.status === 'mine') conditions.push(isAssignedTo(eb, filter.viewer.id));
  if (filter.createdFrom) conditions.push(eb('tickets.created_at', '>=', filter.createdFrom));
  if (filter.createdTo) conditions.push(eb('tickets.created_at', '<', filter.createdTo));
  return eb.and(conditions);
}

/**
 * Rows after the last one read. When every key runs one way, one row comparison, which an index in
 * that order reads as a single range; otherwise (staff priority) the ranges of `afterCursorRanges`.
 */
function afterRow(
  eb: TicketsScope,
  parts: readonly SortPart[],
  after: readonly SortValue[],
): Expression<SqlBool> {
  const [first] = parts;
  if (first && parts.every((part) => part.direction === first.direction)) {
    const keys = sql.join(parts.map((part) => part.order('tickets')));
    const bounds = sql.join(parts.map((part, index) => part.bound(after[index] ?? 0)));
    return sql<SqlBool>`(${keys}) ${sql.raw(first.direction === 'asc' ? '>' : '<')} (${bounds})`;
  }
  return eb.or(afterCursorRanges(parts, after, 'tickets').map((range) => range(eb)));
}

export async function countAdminTickets(db: Executor, filter: AdminTicketFilter): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .where((eb) => adminConditions(eb, filter))
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Where a read starts: a page number's offset, or right after the last row read (keyset). */
type AdminTicketsFrom = { offset: number } | { after: readonly SortValue[] | undefined };

interface AdminTicketRows {
  rows: TicketRow[];
  /** Each row's sort values, to read on after the last one. */
  sortValues: SortValue[][];
}

export async function readAdminTickets(
  db: Executor,
  filter: AdminTicketFilter,
  sort: TicketSort,
  limit: number,
  from: AdminTicketsFrom,
): Promise<AdminTicketRows> {
  const parts = sortParts(sort);
  const after = 'after' in from ? from.after : undefined;
  const rows = await db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS.map((column) => `tickets.${column}` as const))
    .select(parts.map((part, index) => part.value('tickets').as(`sort_${index}`)))
    .where((eb) => adminConditions(eb, filter))
    .$if(after !== undefined, (query) => query.where((eb) => afterRow(eb, parts, after ?? [])))
    .$call((query) =>
      parts.reduce(
        (ordered, part) => ordered.orderBy(part.order('tickets'), part.direction),
        query,
      ),
    )
    .limit(limit)
    .$if('offset' in from, (query) => query.offset('offset' in from ? from.offset : 0))
    .execute();
  return {
    rows: rows as unknown as TicketRow[],
    sortValues: rows.map((row) => {
      const values = row as unknown as Record<string, unknown>;
      return parts.map((_part, index) => Number(values[`sort_${index}`]));
    }),
  };
}
