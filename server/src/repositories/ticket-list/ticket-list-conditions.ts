import type { StatusFilter, TicketSort, TicketType } from '@portal/shared/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { SortPart, SortSource, SortValue, TicketsScope } from './ticket-list-sorts';
import { searchCondition, type TicketSearch } from './ticket-search-sql';
import {
  inListScope,
  type ListScope,
  type TicketIdColumn,
  type VisibilityViewer,
} from './ticket-visibility-sql';

export interface TicketListQuery {
  viewer: VisibilityViewer;
  type: TicketType;
  status: StatusFilter;
  sort: TicketSort;
  /** The list's text search (see `ticket-search-sql`). */
  search: TicketSearch | undefined;
  /** The search's matches when they are few (set by the list query, see `resolveSearch`). */
  searchIds?: readonly number[];
  groups: readonly string[] | undefined;
  assignees: readonly number[] | undefined;
  isWeb: boolean | undefined;
  /** Sort values of the last row already shown (rank first for the staff sorts). */
  after: readonly SortValue[] | undefined;
  limit: number;
}

/** What a list keeps of its tickets, whatever order or page it reads (the admin tables too). */
export type TicketListFilter = Pick<
  TicketListQuery,
  'viewer' | 'type' | 'status' | 'search' | 'searchIds' | 'groups' | 'assignees' | 'isWeb'
>;

/**
 * Rows strictly after `after` in the sort order, as separate ranges: (a, b, c) > (va, vb, vc) with
 * mixed directions is "a beyond va", or "a = va and b beyond vb", or "a = va, b = vb, c beyond vc".
 * Each range is read on its own, so every read starts right at the cursor in the index.
 */
export function afterCursorRanges(
  parts: readonly SortPart[],
  after: readonly SortValue[],
  source: SortSource,
): ((eb: TicketsScope) => Expression<SqlBool>)[] {
  return parts.map((part, index) => (eb: TicketsScope) => {
    const equalBefore = parts
      .slice(0, index)
      .map((previous, i) => eb(previous.order(source), '=', previous.bound(after[i] ?? 0)));
    const comparison = part.direction === 'asc' ? '>' : '<';
    const beyond = eb(part.order(source), comparison, part.bound(after[index] ?? 0));
    return eb.and([...equalBefore, beyond]);
  });
}

export function ticketIdColumn(source: SortSource): TicketIdColumn {
  return source === 'tickets' ? 'tickets.id' : `${source}.ticket_id`;
}

export function listScope(query: Pick<TicketListFilter, 'type' | 'status'>): ListScope {
  return { type: query.type, status: query.status === 'closed' ? 1 : 0 };
}

/**
 * The assignee filter as a probe: the ticket has a chosen account's assignment in this list (0007).
 * Branches read from the viewer's or a role's assignments probe it; the others read the chosen
 * accounts' assignments themselves (`assignedToChosen`).
 */
export function chosenAssigneesInList(
  eb: TicketsScope,
  query: TicketListFilter,
  ticketId: TicketIdColumn,
): Expression<SqlBool> | undefined {
  if (!query.assignees) return undefined;
  return eb.exists(
    eb
      .selectFrom('ticket_assignees as chosen')
      .select(sql.lit(1).as('one'))
      .where(sql<SqlBool>`chosen.ticket_id = ${sql.ref(ticketId)}`)
      .where('chosen.account_id', 'in', [...query.assignees, 0])
      .where(inListScope('chosen', listScope(query))),
  );
}

/** Viewers whose lists span whole groups look a search up first; players test their few rows. */
export function materializesSearch(viewer: TicketListQuery['viewer']): boolean {
  return viewer.isSuperAdmin || viewer.adminRoles.length > 0;
}

/**
 * Conditions every branch shares: tab, status, search and the staff filters. A branch read from
 * assignments has its tab and status on the assignment already, and one read from an account's
 * assignments (`ta`) states the assignee filter itself; restating them on the ticket would only
 * make the planner expect a handful of rows and sort them all instead of reading them in order.
 */
export function filterConditions(
  eb: TicketsScope,
  query: TicketListFilter,
  source: SortSource,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] =
    source === 'tickets'
      ? [
          eb('tickets.type', '=', sql.lit(query.type)),
          eb('tickets.status', '=', sql.lit(query.status === 'closed' ? 1 : 0)),
        ]
      : [];
  if (query.status === 'unassigned')
    conditions.push(eb('tickets.is_assigned', '=', sql.lit(false)));
  if (query.searchIds) {
    conditions.push(
      query.searchIds.length > 0
        ? eb('tickets.id', 'in', [...query.searchIds])
        : sql<SqlBool>`false`,
    );
  } else if (query.search) {
    conditions.push(searchCondition(eb, query.search, query.viewer, listScope(query).status));
  }
  if (query.groups) {
    // Read from assignments, the group is tested on the assignment's own copy (0008).
    const group =
      source === 'tickets' ? sql.ref('tickets.group_key') : sql.ref(`${source}.ticket_group_key`);
    conditions.push(
      query.groups.length === 1
        ? eb(group, '=', sql.lit(query.groups[0] ?? ''))
        : eb(
            group,
            'in',
            [...query.groups, ''].map((key) => sql.lit(key)),
          ),
    );
  }
  if (query.isWeb !== undefined) conditions.push(eb('tickets.is_web', '=', query.isWeb));
  const chosen =
    source === 'ta' ? undefined : chosenAssigneesInList(eb, query, ticketIdColumn(source));
  if (chosen) {
    // Read from a role's assignments (or the tickets): each row is probed for a chosen assignee.
    if (source === 'tickets') conditions.push(eb('tickets.is_assigned', '=', sql.lit(true)));
    conditions.push(chosen);
  }
  return eb.and(conditions);
}
