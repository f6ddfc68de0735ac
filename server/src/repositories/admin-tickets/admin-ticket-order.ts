import type { TicketSort } from '@portal/shared/contract';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { afterCursorRanges, filterConditions } from '../ticket-list/ticket-list-conditions';
import {
  SORTS,
  type SortPart,
  type SortValue,
  type TicketsScope,
} from '../ticket-list/ticket-list-sorts';
import { isAssignedTo } from '../ticket-list/ticket-visibility-sql';
import type { AdminTicketFilter } from './admin-ticket-filter';

/**
 * The table's order: the sort's own keys. The staff sorts' rank (mine, my role…) is the signed-in
 * viewer's work queue, not an order of the whole community, so the table leaves it out.
 */
export function adminSortParts(sort: TicketSort): readonly SortPart[] {
  return SORTS[sort].parts;
}

export function adminConditions(eb: TicketsScope, filter: AdminTicketFilter): Expression<SqlBool> {
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
export function afterAdminRow(
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

/**
 * An export batch over `query` (tickets, with what each caller shows): every key of the sort as
 * `sort_0…`, the table's filter, right after the last row read (keyset), in order, `limit` rows.
 */
export function adminKeysetBatch<O>(
  query: SelectQueryBuilder<Database, 'tickets', O>,
  filter: AdminTicketFilter,
  sort: TicketSort,
  limit: number,
  after: readonly SortValue[] | undefined,
) {
  const parts = adminSortParts(sort);
  return query
    .select(parts.map((part, index) => part.value('tickets').as(`sort_${index}`)))
    .where((eb) => adminConditions(eb, filter))
    .$if(after !== undefined, (batch) => batch.where((eb) => afterAdminRow(eb, parts, after ?? [])))
    .$call((batch) =>
      parts.reduce(
        (ordered, part) => ordered.orderBy(part.order('tickets'), part.direction),
        batch,
      ),
    )
    .limit(limit);
}
