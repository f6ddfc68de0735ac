import { sql } from 'kysely';
import type { TicketRow } from '../db/database';
import type { Executor } from './executor';
import { type ListBranch, rankedBranches, unrankedBranches } from './ticket-list-branches';
import { materializesSearch, type TicketListQuery } from './ticket-list-conditions';
import { SORTS, type SortValue } from './ticket-list-sorts';

const MAX_GROUP_BRANCHES = 8;

/**
 * A search over whole groups (super-admins, group admins) is matched once, through its GIN indexes ANDed with
 * the tab and status index, and materialized: the branches then only probe that set. Left to
 * itself the planner may walk a sort index testing every row's text, slow when matches are rare.
 * Other viewers read small sets of their own, so their branches test the text per row instead.
 */
function searchMatches(db: Executor, query: TicketListQuery) {
  const { search } = query;
  if (!search || !materializesSearch(query.viewer)) return sql``;
  const matches = db
    .selectFrom('tickets')
    .select('tickets.id')
    .where('tickets.type', '=', query.type)
    .where('tickets.status', '=', query.status === 'closed' ? 1 : 0)
    .where(search);
  return sql`with search_matches as materialized (${matches})`;
}

export type { TicketListQuery } from './ticket-list-conditions';
export type { SortValue } from './ticket-list-sorts';

export interface TicketListPage {
  rows: TicketRow[];
  /** Sort values of each row, to build the next cursor from the last one. */
  sortValues: SortValue[][];
}

/**
 * One page of a ticket list. Each branch (a staff priority bucket, or one way the viewer can see
 * tickets) is read in index order with the keyset condition and a LIMIT; the page is the first
 * rows of their union. No OFFSET and no count: a deep page costs what the first one does.
 */
export async function listTickets(db: Executor, query: TicketListQuery): Promise<TicketListPage> {
  const sort = SORTS[query.sort];
  // A group filter reads each group on its own (group-led indexes keep every branch ordered).
  const perGroup =
    query.groups && query.groups.length <= MAX_GROUP_BRANCHES
      ? query.groups.map((group) => ({ ...query, groups: [group] }))
      : [query];
  const branches: ListBranch[] = perGroup.flatMap((groupQuery) =>
    sort.ranked ? rankedBranches(groupQuery) : unrankedBranches(groupQuery),
  );
  if (branches.length === 0) return { rows: [], sortValues: [] };
  const columns = (sort.ranked ? 1 : 0) + sort.parts.length;
  const cursorNames = Array.from({ length: columns }, (_value, index) => `cursor_${index}`);
  const directions = [
    ...(sort.ranked ? ['asc' as const] : []),
    ...sort.parts.map((p) => p.direction),
  ];
  const queries = branches.flatMap((branch) =>
    branch.build(db, query.limit).map((read) => sql`(${read})`),
  );
  const union = sql.join(
    queries,
    sql.raw(queries.length > 1 && !sort.ranked ? ' union ' : ' union all '),
  );
  const order = sql.join(
    cursorNames.map(
      (name, index) => sql`${sql.ref(`page.${name}`)} ${sql.raw(directions[index] ?? 'asc')}`,
    ),
  );
  const selected = sql.join(cursorNames.map((name) => sql.ref(`page.${name}`)));
  const result = await sql<TicketRow & Record<string, unknown>>`
    ${searchMatches(db, query)}
    select tickets.*, ${selected}
    from (${union}) as page join tickets on tickets.id = page.id
    order by ${order} limit ${query.limit}`.execute(db);
  return {
    rows: result.rows,
    sortValues: result.rows.map((row) => cursorNames.map((name) => Number(row[name]))),
  };
}
