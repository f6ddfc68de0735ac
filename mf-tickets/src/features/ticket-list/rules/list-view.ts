import {
  allowedSorts,
  allowedStatusFilters,
  canFilterByAssignee,
  DEFAULT_STATUS_FILTER,
  defaultSort,
  isStaff,
  LIMITS,
  type StatusFilter,
  TICKET_TYPE,
  type TicketSort,
} from '@portal/shared/contract';
import type { TicketListFilters } from '@portal/shared/runtime/queries/list-tickets';

export const LIST_TABS = ['support', 'reports'] as const;
export type ListTab = (typeof LIST_TABS)[number];
export const LIST_SOURCES = ['web', 'ingame'] as const;
export type ListSource = (typeof LIST_SOURCES)[number];

/** The filters the filter bar shows and Apply (or Enter in the search box) commits. */
export interface ShownFilters {
  search: string;
  status: StatusFilter;
  sort: TicketSort;
  /** Group keys; empty = every group. */
  groups: string[];
  /** Assignee account ids; empty = anyone. */
  assigned: number[];
}

/** Everything the URL query says about the list: the tab, the source and the applied filters. */
export interface ListView extends ShownFilters {
  tab: ListTab;
  /** Staff only; undefined for everyone else. */
  source: ListSource | undefined;
}

export interface ListViewer {
  power: number;
  /** Where a staff member looks when the URL does not say: the client they are using. */
  defaultSource: ListSource;
}

const PARAM = {
  tab: 'tab',
  search: 'q',
  status: 'status',
  sort: 'sort',
  groups: 'groups',
  assigned: 'assigned',
  source: 'source',
} as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function listParam(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function idsParam(value: string | null): number[] {
  return listParam(value)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * Reads the list view from the URL; values the viewer may not use fall back to the defaults. With
 * none, its request is the contract's `defaultListFilters`, which the page's `GET /bootstrap`
 * answers ahead for a player.
 */
export function readListView(params: URLSearchParams, viewer: ListViewer): ListView {
  const staff = isStaff(viewer);
  return {
    tab: oneOf(params.get(PARAM.tab), LIST_TABS, 'support'),
    search: (params.get(PARAM.search) ?? '').slice(0, LIMITS.searchLength),
    status: oneOf(params.get(PARAM.status), allowedStatusFilters(viewer), DEFAULT_STATUS_FILTER),
    sort: oneOf(params.get(PARAM.sort), allowedSorts(viewer), defaultSort(viewer)),
    groups: staff ? listParam(params.get(PARAM.groups)) : [],
    assigned: canFilterByAssignee(viewer) ? idsParam(params.get(PARAM.assigned)) : [],
    source: staff ? oneOf(params.get(PARAM.source), LIST_SOURCES, viewer.defaultSource) : undefined,
  };
}

/** The URL query for a view; defaults are left out so shared links stay short. */
export function writeListView(view: ListView, viewer: ListViewer): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'support') params.set(PARAM.tab, view.tab);
  if (view.search.trim()) params.set(PARAM.search, view.search.trim());
  if (view.status !== DEFAULT_STATUS_FILTER) params.set(PARAM.status, view.status);
  if (view.sort !== defaultSort(viewer)) params.set(PARAM.sort, view.sort);
  if (view.groups.length > 0) params.set(PARAM.groups, view.groups.join(','));
  if (view.assigned.length > 0) params.set(PARAM.assigned, view.assigned.join(','));
  if (view.source !== undefined && view.source !== viewer.defaultSource) {
    params.set(PARAM.source, view.source);
  }
  return params;
}

/** The current query with the view's parameters replaced; other parameters (`client`) stay. */
export function mergeListView(
  current: URLSearchParams,
  view: ListView,
  viewer: ListViewer,
): URLSearchParams {
  const merged = new URLSearchParams(current);
  for (const name of Object.values(PARAM)) merged.delete(name);
  for (const [name, value] of writeListView(view, viewer)) merged.set(name, value);
  return merged;
}

/** The request body (without cursor) of POST /tickets or /reports for a view. */
export function listFiltersOf(view: ListView): TicketListFilters {
  const filters: TicketListFilters = {
    type: view.tab === 'reports' ? TICKET_TYPE.report : TICKET_TYPE.support,
    statusFilter: view.status,
    sort: view.sort,
  };
  const search = view.search.trim();
  if (search) filters.searchFilter = search;
  if (view.groups.length > 0) filters.groupFilter = { selectAll: false, groups: view.groups };
  if (view.assigned.length > 0) {
    filters.assignedFilter = { selectAll: false, assigned: view.assigned };
  }
  if (view.source !== undefined) filters.isWeb = view.source === 'web';
  return filters;
}

function sameMembers<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Apply stays disabled while this holds (SPEC §2). */
export function sameShownFilters(a: ShownFilters, b: ShownFilters): boolean {
  return (
    a.search.trim() === b.search.trim() &&
    a.status === b.status &&
    a.sort === b.sort &&
    sameMembers(a.groups, b.groups) &&
    sameMembers(a.assigned, b.assigned)
  );
}

export function shownFiltersOf(view: ListView): ShownFilters {
  const { search, status, sort, groups, assigned } = view;
  return { search, status, sort, groups, assigned };
}
