import type { ListView, ShownFilters } from './list-view';

/** Why a list came back empty, so its message says what is true (not "you have none"). */
export type EmptyListReason = 'noSearchResults' | 'noFilterResults' | 'staffNothingOpen' | 'noOwn';

/** The search, status, groups and assignees go back to their defaults; the sort stays. */
export const CLEARED_FILTERS: Omit<ShownFilters, 'sort'> = {
  search: '',
  status: 'opened',
  groups: [],
  assigned: [],
};

export function emptyListReason(view: ListView, staff: boolean): EmptyListReason {
  if (view.search.trim()) return 'noSearchResults';
  if (view.status !== 'opened' || view.groups.length > 0 || view.assigned.length > 0) {
    return 'noFilterResults';
  }
  // The default view shows every open ticket staff can see: empty means none is waiting.
  return staff ? 'staffNothingOpen' : 'noOwn';
}
