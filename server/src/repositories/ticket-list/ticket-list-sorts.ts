import type { TicketSort } from '@portal/shared/contract';
import { type AliasableExpression, type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';

export type TicketsScope = ExpressionBuilder<Database, 'tickets'>;
export type Direction = 'asc' | 'desc';
export type SortValue = number;

/** Where a branch reads its sort keys: the ticket, or a copy on an assignment row (0008). */
export type SortSource = 'tickets' | 'ta' | 'tra';
type SortColumn = 'last_comment_at' | 'created_at' | 'category_weight' | 'id';

function columnRef(source: SortSource, column: SortColumn): Expression<unknown> {
  if (source === 'tickets') return sql.ref(`tickets.${column}`);
  return sql.ref(`${source}.${column === 'id' ? 'ticket_id' : `ticket_${column}`}`);
}

/**
 * What a cursor number stands for: the staff priority rank, a category weight, a time in
 * milliseconds or a ticket id. A cursor comes back from the client, so each is checked as such.
 */
export type SortValueKind = 'rank' | 'weight' | 'time' | 'id';

/** One key of a list order: compared and ordered on the column, carried in the cursor as a number. */
export interface SortPart {
  kind: Exclude<SortValueKind, 'rank'>;
  order: (source: SortSource) => Expression<unknown>;
  /** The same value as a number for the cursor (times in milliseconds). */
  value: (source: SortSource) => AliasableExpression<number>;
  /** A cursor number back in the `order` expression's type. */
  bound: (value: number) => Expression<unknown>;
  direction: Direction;
}

/** A sort: optionally led by the staff priority rank (SPEC §4), then plain column keys. */
export interface ListSort {
  ranked: boolean;
  parts: SortPart[];
}

function timePart(column: 'last_comment_at' | 'created_at', direction: Direction): SortPart {
  return {
    kind: 'time',
    order: (source) => columnRef(source, column),
    value: (source) =>
      sql<number>`(extract(epoch from ${columnRef(source, column)}) * 1000)::float8`,
    bound: (ms) => sql<Date>`(timestamptz 'epoch' + ${ms}::float8 * interval '1 millisecond')`,
    direction,
  };
}

function columnPart(column: 'category_weight' | 'id', direction: Direction): SortPart {
  return {
    kind: column === 'id' ? 'id' : 'weight',
    order: (source) => columnRef(source, column),
    value: (source) => sql<number>`${columnRef(source, column)}`,
    bound: (value) => sql<number>`${value}`,
    direction,
  };
}

export const SORTS: Record<TicketSort, ListSort> = {
  oldestComment: {
    ranked: false,
    parts: [timePart('last_comment_at', 'asc'), columnPart('id', 'asc')],
  },
  latestComment: {
    ranked: false,
    parts: [timePart('last_comment_at', 'desc'), columnPart('id', 'desc')],
  },
  newest: {
    ranked: false,
    parts: [timePart('created_at', 'desc'), columnPart('id', 'desc')],
  },
  oldest: {
    ranked: false,
    parts: [timePart('created_at', 'asc'), columnPart('id', 'asc')],
  },
  staffPriority: {
    ranked: true,
    parts: [
      columnPart('category_weight', 'desc'),
      timePart('last_comment_at', 'asc'),
      columnPart('id', 'asc'),
    ],
  },
  staffLatest: {
    ranked: true,
    parts: [timePart('last_comment_at', 'desc'), columnPart('id', 'desc')],
  },
};

/** What each number of a cursor of this sort stands for, the rank first in the staff sorts. */
export function cursorKinds(sort: TicketSort): SortValueKind[] {
  const { ranked, parts } = SORTS[sort];
  return [...(ranked ? ['rank' as const] : []), ...parts.map((part) => part.kind)];
}
