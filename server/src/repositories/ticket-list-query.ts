import type { StatusFilter, TicketSort } from '@portal/shared/contract';
import {
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database, TicketRow } from '../db/database';
import type { Executor } from './executor';
import {
  canSeeTicketSql,
  isAssignedTo,
  isRoleAssignedTo,
  type VisibilityViewer,
} from './ticket-visibility-sql';

type TicketsScope = ExpressionBuilder<Database, 'tickets'>;
type Direction = 'asc' | 'desc';
export type SortValue = number;

interface SortPart {
  /** What rows are ordered and compared by (plain columns where possible, so indexes apply). */
  order: (eb: TicketsScope, viewer: VisibilityViewer) => Expression<unknown>;
  /** The same value as a number for the cursor (times in milliseconds). */
  value: (eb: TicketsScope, viewer: VisibilityViewer) => AliasableExpression<number>;
  /** A cursor number back in the `order` expression's type. */
  bound: (value: number) => Expression<unknown>;
  direction: Direction;
}

type TimeColumn = 'tickets.last_comment_at' | 'tickets.created_at';
const numberBound = (value: number) => sql<number>`${value}`;

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
    bound: numberBound,
    direction,
  };
}

/** SPEC §4 staff priority: caught-in-the-act unassigned reports, mine, my role, unassigned, others. */
function staffRank(eb: TicketsScope, viewer: VisibilityViewer): AliasableExpression<number> {
  return eb
    .case()
    .when(
      eb.and([
        eb('tickets.type', '=', 1),
        eb('tickets.in_fraganti', '=', true),
        eb('tickets.is_assigned', '=', false),
      ]),
    )
    .then(0)
    .when(isAssignedTo(eb, viewer.id))
    .then(1)
    .when(isRoleAssignedTo(eb, viewer))
    .then(2)
    .when(eb('tickets.is_assigned', '=', false))
    .then(3)
    .else(4)
    .end();
}

const rankPart: SortPart = {
  order: staffRank,
  value: staffRank,
  bound: numberBound,
  direction: 'asc',
};

export const SORTS: Record<TicketSort, SortPart[]> = {
  oldestComment: [timePart('tickets.last_comment_at', 'asc'), columnPart('tickets.id', 'asc')],
  latestComment: [timePart('tickets.last_comment_at', 'desc'), columnPart('tickets.id', 'desc')],
  newest: [timePart('tickets.created_at', 'desc'), columnPart('tickets.id', 'desc')],
  oldest: [timePart('tickets.created_at', 'asc'), columnPart('tickets.id', 'asc')],
  staffPriority: [
    rankPart,
    columnPart('tickets.category_weight', 'desc'),
    timePart('tickets.last_comment_at', 'asc'),
    columnPart('tickets.id', 'asc'),
  ],
  staffLatest: [
    rankPart,
    timePart('tickets.last_comment_at', 'desc'),
    columnPart('tickets.id', 'desc'),
  ],
};

export interface TicketListQuery {
  viewer: VisibilityViewer;
  type: 0 | 1;
  status: StatusFilter;
  sort: TicketSort;
  search: string;
  groups: readonly string[] | undefined;
  assignees: readonly number[] | undefined;
  isWeb: boolean | undefined;
  /** Sort values of the last row already shown. */
  after: readonly SortValue[] | undefined;
  limit: number;
}

/** Rows strictly after `after` in the sort order: (a, b, c) > (va, vb, vc) with mixed directions. */
function afterCursor(
  eb: TicketsScope,
  parts: SortPart[],
  viewer: VisibilityViewer,
  after: readonly SortValue[],
): Expression<SqlBool> {
  const branches = parts.map((part, index) => {
    const equalBefore = parts
      .slice(0, index)
      .map((previous, i) => eb(previous.order(eb, viewer), '=', previous.bound(after[i] ?? 0)));
    const comparison = part.direction === 'asc' ? '>' : '<';
    const beyond = eb(part.order(eb, viewer), comparison, part.bound(after[index] ?? 0));
    return eb.and([...equalBefore, beyond]);
  });
  return eb.or(branches);
}

function statusCondition(eb: TicketsScope, query: TicketListQuery): Expression<SqlBool> {
  if (query.status === 'closed') return eb('tickets.status', '=', 1);
  if (query.status === 'mine') {
    return eb.and([eb('tickets.status', '=', 0), isAssignedTo(eb, query.viewer.id)]);
  }
  if (query.status === 'unassigned') {
    return eb.and([eb('tickets.status', '=', 0), eb('tickets.is_assigned', '=', false)]);
  }
  return eb('tickets.status', '=', 0);
}

function searchCondition(eb: TicketsScope, query: TicketListQuery): Expression<SqlBool> {
  const text = query.search.trim();
  const matches: Expression<SqlBool>[] = [
    sql<SqlBool>`tickets.search_es @@ websearch_to_tsquery('spanish', ${text})`,
    sql<SqlBool>`tickets.search_en @@ websearch_to_tsquery('english', ${text})`,
  ];
  if (/^\d{1,9}$/.test(text)) matches.push(eb('tickets.id', '=', Number(text)));
  return eb.or(matches);
}

export interface TicketListPage {
  rows: TicketRow[];
  /** Sort values of each row, to build the next cursor from the last one. */
  sortValues: SortValue[][];
}

export async function listTickets(db: Executor, query: TicketListQuery): Promise<TicketListPage> {
  const parts = SORTS[query.sort];
  let select = db
    .selectFrom('tickets')
    .selectAll('tickets')
    .select((eb) => parts.map((part, index) => part.value(eb, query.viewer).as(`cursor_${index}`)))
    .where('tickets.type', '=', query.type)
    .where((eb) => canSeeTicketSql(eb, query.viewer))
    .where((eb) => statusCondition(eb, query));
  if (query.search.trim() !== '') select = select.where((eb) => searchCondition(eb, query));
  if (query.groups) select = select.where('tickets.group_key', 'in', [...query.groups, '']);
  if (query.assignees) {
    const assignees = [...query.assignees, 0];
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('ticket_assignees as fa')
          .select(sql.lit(1).as('one'))
          .whereRef('fa.ticket_id', '=', 'tickets.id')
          .where('fa.account_id', 'in', assignees),
      ),
    );
  }
  if (query.isWeb !== undefined) select = select.where('tickets.is_web', '=', query.isWeb);
  const after = query.after;
  if (after) select = select.where((eb) => afterCursor(eb, parts, query.viewer, after));
  const eb = expressionBuilder<Database, 'tickets'>();
  for (const part of parts) {
    select = select.orderBy(part.order(eb, query.viewer), part.direction);
  }
  const rows = await select.limit(query.limit).execute();
  return {
    rows,
    sortValues: rows.map((row) =>
      parts.map((_part, index) => Number((row as Record<string, unknown>)[`cursor_${index}`])),
    ),
  };
}

/** Tab badges: opened, unassigned tickets of each type the viewer may see. */
export async function countUnassigned(
  db: Executor,
  viewer: VisibilityViewer,
): Promise<{ support: number; report: number }> {
  const rows = await db
    .selectFrom('tickets')
    .select((eb) => ['tickets.type', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .where('tickets.status', '=', 0)
    .where('tickets.is_assigned', '=', false)
    .where((eb) => canSeeTicketSql(eb, viewer))
    .groupBy('tickets.type')
    .execute();
  const countOf = (type: number) => rows.find((row) => row.type === type)?.count ?? 0;
  return { support: countOf(0), report: countOf(1) };
}
