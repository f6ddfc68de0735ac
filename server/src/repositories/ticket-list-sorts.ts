import type { TicketSort } from '@portal/shared/contract';
import { type AliasableExpression, type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/database';

export type TicketsScope = ExpressionBuilder<Database, 'tickets'>;
export type Direction = 'asc' | 'desc';
export type SortValue = number;

/** One key of a list order: compared and ordered on the column, carried in the cursor as a number. */
export interface SortPart {
  order: (eb: TicketsScope) => Expression<unknown>;
  /** The same value as a number for the cursor (times in milliseconds). */
  value: (eb: TicketsScope) => AliasableExpression<number>;
  /** A cursor number back in the `order` expression's type. */
  bound: (value: number) => Expression<unknown>;
  direction: Direction;
}

/** A sort: optionally led by the staff priority rank (SPEC §4), then plain column keys. */
export interface ListSort {
  ranked: boolean;
  parts: SortPart[];
}

type TimeColumn = 'tickets.last_comment_at' | 'tickets.created_at';

function timePart(name: TimeColumn, direction: Direction): SortPart {
  return {
    order: (eb) => eb.ref(name),
    value: () => sql<number>`(extract(epoch from ${sql.ref(name)}) * 1000)::float8`,
    bound: (ms) => sql<Date>`(timestamptz 'epoch' + ${ms}::float8 * interval '1 millisecond')`,
    direction,
  };
}

function columnPart(
  name: 'tickets.category_weight' | 'tickets.id',
  direction: Direction,
): SortPart {
  return {
    order: (eb) => eb.ref(name),
    value: (eb) => eb.ref(name),
    bound: (value) => sql<number>`${value}`,
    direction,
  };
}

export const SORTS: Record<TicketSort, ListSort> = {
  oldestComment: {
    ranked: false,
    parts: [timePart('tickets.last_comment_at', 'asc'), columnPart('tickets.id', 'asc')],
  },
  latestComment: {
    ranked: false,
    parts: [timePart('tickets.last_comment_at', 'desc'), columnPart('tickets.id', 'desc')],
  },
  newest: {
    ranked: false,
    parts: [timePart('tickets.created_at', 'desc'), columnPart('tickets.id', 'desc')],
  },
  oldest: {
    ranked: false,
    parts: [timePart('tickets.created_at', 'asc'), columnPart('tickets.id', 'asc')],
  },
  staffPriority: {
    ranked: true,
    parts: [
      columnPart('tickets.category_weight', 'desc'),
      timePart('tickets.last_comment_at', 'asc'),
      columnPart('tickets.id', 'asc'),
    ],
  },
  staffLatest: {
    ranked: true,
    parts: [timePart('tickets.last_comment_at', 'desc'), columnPart('tickets.id', 'desc')],
  },
};

/** How many numbers a cursor of this sort carries (the rank counts as one). */
export function cursorLength(sort: TicketSort): number {
  const { ranked, parts } = SORTS[sort];
  return parts.length + (ranked ? 1 : 0);
}
