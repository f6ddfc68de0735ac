import {
  staffPriorityRank,
  TICKET_STATUS,
  type Ticket,
  type TicketListResponse,
  type TicketSort,
} from '@portal/shared/contract';
import type { TicketListFilters } from '@portal/shared/runtime/queries/list-tickets';

type Compare = (a: Ticket, b: Ticket) => number;

/** What a list's filters and order are judged against besides the ticket itself. */
export interface MatchContext {
  /** The viewer's account id; assignees carry `_id` for the staff who may filter by them. */
  viewerId: number | null;
  /** The roles the viewer holds (staff priority ranks tickets assigned to them). */
  adminRoles: readonly string[];
  /** Group key → whether it is a web group (for the Web / In-game source filter). */
  webGroups: ReadonlyMap<string, boolean>;
  /** The weight of a ticket's category, which staff sorts order by after the rank. */
  categoryWeight: (ticket: Pick<Ticket, 'group' | 'category'>) => number;
}

const NO_CONTEXT: MatchContext = {
  viewerId: null,
  adminRoles: [],
  webGroups: new Map(),
  categoryWeight: () => 0,
};

/** The server's order for each sort, as far as the viewer can reproduce it (SPEC §4). */
function comparatorFor(sort: TicketSort, context: MatchContext): Compare | undefined {
  const { viewerId, adminRoles, categoryWeight } = context;
  const rank = (ticket: Ticket) =>
    viewerId === null ? 0 : staffPriorityRank({ id: viewerId, adminRoles }, ticket);
  switch (sort) {
    case 'oldestComment':
      return (a, b) => a.lastComment - b.lastComment || a._id - b._id;
    case 'latestComment':
      return (a, b) => b.lastComment - a.lastComment || b._id - a._id;
    case 'newest':
      return (a, b) => b.timestamp - a.timestamp || b._id - a._id;
    case 'oldest':
      return (a, b) => a.timestamp - b.timestamp || a._id - b._id;
    case 'staffPriority':
      if (viewerId === null) return undefined;
      return (a, b) =>
        rank(a) - rank(b) ||
        categoryWeight(b) - categoryWeight(a) ||
        a.lastComment - b.lastComment ||
        a._id - b._id;
    case 'staffLatest':
      if (viewerId === null) return undefined;
      return (a, b) => rank(a) - rank(b) || b.lastComment - a.lastComment || b._id - a._id;
  }
}

function isAssignedTo(ticket: Ticket, accountId: number): boolean {
  return ticket.assignees.some((assignee) => assignee._id === accountId);
}

export function isUnassigned(ticket: Ticket): boolean {
  return (
    ticket.status === TICKET_STATUS.opened &&
    ticket.assignees.length === 0 &&
    ticket.roleAssignees.length === 0
  );
}

function matchesStatus(ticket: Ticket, filters: TicketListFilters, context: MatchContext) {
  switch (filters.statusFilter ?? 'opened') {
    case 'opened':
      return ticket.status === TICKET_STATUS.opened;
    case 'mine':
      // Without the viewer's id the next full load decides; keep every open ticket until then.
      return (
        ticket.status === TICKET_STATUS.opened &&
        (context.viewerId === null || isAssignedTo(ticket, context.viewerId))
      );
    case 'closed':
      return ticket.status === TICKET_STATUS.closed;
    case 'unassigned':
      return isUnassigned(ticket);
  }
}

/** Whether a ticket still belongs in a list, judged on the ticket and what the viewer knows. */
export function matchesFilters(
  ticket: Ticket,
  filters: TicketListFilters,
  context: MatchContext = NO_CONTEXT,
): boolean {
  if (filters.type !== undefined && ticket.type !== filters.type) return false;
  const { groupFilter, assignedFilter, isWeb } = filters;
  if (groupFilter && !groupFilter.selectAll && !groupFilter.groups.includes(ticket.group)) {
    return false;
  }
  if (
    assignedFilter &&
    !assignedFilter.selectAll &&
    !assignedFilter.assigned.some((id) => isAssignedTo(ticket, id))
  ) {
    return false;
  }
  const groupIsWeb = context.webGroups.get(ticket.group);
  if (isWeb !== undefined && groupIsWeb !== undefined && groupIsWeb !== isWeb) return false;
  return matchesStatus(ticket, filters, context);
}

function withoutTicket(pages: TicketListResponse[], ticketId: number): TicketListResponse[] {
  return pages.map((page) =>
    page.data.some((ticket) => ticket._id === ticketId)
      ? { ...page, data: page.data.filter((ticket) => ticket._id !== ticketId) }
      : page,
  );
}

function replaceInPlace(pages: TicketListResponse[], ticket: Ticket): TicketListResponse[] {
  return pages.map((page) => ({
    ...page,
    data: page.data.map((item) => (item._id === ticket._id ? ticket : item)),
  }));
}

function insertSorted(
  pages: TicketListResponse[],
  ticket: Ticket,
  compare: Compare,
): TicketListResponse[] {
  for (const [index, page] of pages.entries()) {
    const position = page.data.findIndex((item) => compare(ticket, item) < 0);
    if (position >= 0) {
      const data = [...page.data.slice(0, position), ticket, ...page.data.slice(position)];
      return pages.map((item, at) => (at === index ? { ...page, data } : item));
    }
  }
  const last = pages[pages.length - 1];
  // After everything loaded and more exists on the server: "load more" will bring it in place.
  if (!last || last.hasMore) return pages;
  const data = [...last.data, ticket];
  return pages.map((item, at) => (at === pages.length - 1 ? { ...last, data } : item));
}

/**
 * A refreshed ticket into a cached list: removed when it no longer matches, moved to its place
 * when the list's order is known, replaced where it was (or added on top) otherwise.
 */
export function upsertTicket(
  pages: TicketListResponse[],
  ticket: Ticket,
  filters: TicketListFilters,
  context: MatchContext = NO_CONTEXT,
): TicketListResponse[] {
  if (!matchesFilters(ticket, filters, context)) return withoutTicket(pages, ticket._id);
  const present = pages.some((page) => page.data.some((item) => item._id === ticket._id));
  // Full-text search runs on the server; a ticket it did not return is never added here.
  if (!present && filters.searchFilter?.trim()) return pages;
  const compare = filters.sort ? comparatorFor(filters.sort, context) : undefined;
  if (compare) return insertSorted(withoutTicket(pages, ticket._id), ticket, compare);
  if (present) return replaceInPlace(pages, ticket);
  const [first, ...rest] = pages;
  if (!first) return pages;
  return [{ ...first, data: [ticket, ...first.data] }, ...rest];
}

/** The ticket as a list in the cache last saw it, if any list holds it. */
export function findTicket(pages: readonly TicketListResponse[], ticketId: number) {
  for (const page of pages) {
    const found = page.data.find((ticket) => ticket._id === ticketId);
    if (found) return found;
  }
  return undefined;
}

export function removeTicket(pages: TicketListResponse[], ticketId: number): TicketListResponse[] {
  return withoutTicket(pages, ticketId);
}
