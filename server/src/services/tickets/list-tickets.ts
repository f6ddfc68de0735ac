import {
  canFilterByAssignee,
  ERROR_CODES,
  isStaff,
  STAFF_SORTS,
  STAFF_STATUS_FILTERS,
  type TicketListBody,
  type TicketListResponse,
  type TicketSort,
  type TicketType,
} from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { GroupWithAdminRoles } from '../../repositories/community-repository';
import type { TicketListFilter } from '../../repositories/ticket-list/ticket-list-conditions';
import {
  listTickets as listTicketRows,
  type TicketListQuery,
} from '../../repositories/ticket-list/ticket-list-query';
import type { ServiceDeps } from '../service-deps';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { presentTicketRows } from './present-tickets';
import { accountsNamedBy } from './search-accounts';
import { type ListViewer, tabVisibilityViewer, visibilityViewer } from './visibility-viewer';

export const TICKET_PAGE_SIZE = 20;

/** SPEC §4: oldest comment first for ordinary users, staff priority for staff. */
export function defaultSort(viewer: Pick<Viewer, 'power'>): TicketSort {
  return isStaff(viewer) ? 'staffPriority' : 'oldestComment';
}

function assertFiltersAllowed(viewer: Viewer, body: TicketListBody): void {
  const staff = isStaff(viewer);
  if (!staff && STAFF_STATUS_FILTERS.includes(body.statusFilter)) {
    throw refuse({ code: ERROR_CODES.staffFilter });
  }
  if (!staff && body.sort && STAFF_SORTS.includes(body.sort)) {
    throw refuse({ code: ERROR_CODES.staffSort });
  }
  if (!staff && (body.groupFilter || body.isWeb !== undefined)) {
    throw refuse({ code: ERROR_CODES.staffFilter });
  }
  if (body.assignedFilter && !canFilterByAssignee(viewer)) {
    throw refuse({ code: ERROR_CODES.assigneeFilter });
  }
}

/**
 * The group filter as keys of this tab's groups, narrowed by the source filter: web or in-game is
 * a property of the group, so the list reads those groups' own index ranges. Keys are SQL literals
 * in the list (each kind of list gets its own plan), so only the catalog's own keys reach it: a
 * key of no group of this tab matches no ticket anyway.
 */
function groupsToList(
  groups: readonly GroupWithAdminRoles[],
  type: TicketType,
  body: TicketListBody,
): string[] | undefined {
  const chosen =
    body.groupFilter && !body.groupFilter.selectAll ? body.groupFilter.groups : undefined;
  if (chosen === undefined && body.isWeb === undefined) return undefined;
  return groups
    .filter(
      (group) =>
        group.ticket_type === type &&
        (body.isWeb === undefined || group.is_web === body.isWeb) &&
        (chosen === undefined || chosen.includes(group.key)),
    )
    .map((group) => group.key);
}

/** The list's text search: staff also match people by name or visualId (SPEC §4). */
export async function listSearch(
  deps: Pick<ServiceDeps, 'db' | 'pseudonyms'>,
  viewer: ListViewer,
  searchFilter: string,
): Promise<TicketListQuery['search']> {
  const text = searchFilter.trim();
  if (text === '') return undefined;
  const staff = isStaff(viewer);
  return {
    text,
    includeStaffOnly: staff,
    accountIds: staff ? await accountsNamedBy(deps.db, deps.pseudonyms, text) : [],
  };
}

/** The filters of a list body, whatever way its pages are read (home list or admin table). */
export function ticketListFilter(
  viewer: ListViewer,
  groups: readonly GroupWithAdminRoles[],
  type: TicketType,
  body: TicketListBody,
  search: TicketListQuery['search'],
): TicketListFilter {
  return {
    viewer: tabVisibilityViewer(viewer, groups, type),
    type,
    status: body.statusFilter,
    search,
    groups: groupsToList(groups, type, body),
    assignees:
      body.assignedFilter && !body.assignedFilter.selectAll
        ? body.assignedFilter.assigned
        : undefined,
    isWeb: body.isWeb,
  };
}

/** What one list call asks of the repository: a page (and one row more) after the cursor. */
export function ticketListQuery(
  viewer: ListViewer,
  groups: readonly GroupWithAdminRoles[],
  type: TicketType,
  body: TicketListBody,
  search: TicketListQuery['search'],
): TicketListQuery {
  const sort = body.sort ?? defaultSort(viewer);
  return {
    ...ticketListFilter(viewer, groups, type, body, search),
    sort,
    after: body.cursor ? decodeListCursor(body.cursor, sort) : undefined,
    limit: TICKET_PAGE_SIZE + 1,
  };
}

export async function listTickets(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: TicketListBody,
): Promise<TicketListResponse> {
  assertFiltersAllowed(viewer, body);
  const groupRows = await deps.catalog.groups();
  const query = ticketListQuery(
    viewer,
    groupRows,
    type,
    body,
    await listSearch(deps, viewer, body.searchFilter),
  );
  // A first page brings the tab badges (of both tabs: every group the viewer may see) with it.
  const page = await listTicketRows(deps.db, query, {
    badgesFor: body.cursor ? undefined : visibilityViewer(viewer, groupRows),
  });
  const hasMore = page.rows.length > TICKET_PAGE_SIZE;
  const rows = page.rows.slice(0, TICKET_PAGE_SIZE);
  const groups = new Map(groupRows.map((group) => [group.key, group]));
  const data = await presentTicketRows(deps, viewer, rows, groups, {
    countReports: true,
    presentation: page.presentation,
  });
  const lastValues = page.sortValues[rows.length - 1];
  return {
    data,
    cursor: hasMore && lastValues ? encodeListCursor(query.sort, lastValues) : null,
    hasMore,
    ...(page.unassignedCounts ? { unassignedCounts: page.unassignedCounts } : {}),
  };
}
