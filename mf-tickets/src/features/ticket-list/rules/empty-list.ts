import { DEFAULT_STATUS_FILTER } from '@portal/shared/contract';
import type { ListView, ShownFilters } from './list-view';

/** Why a list came back empty, so its message says what is true (not "you have none"). */
export type EmptyListReason = 'noSearchResults' | 'noFilterResults' | 'staffNothingOpen' | 'noOwn';

/** The search, status, groups and assignees go back to their defaults; the sort stays. */
export const CLEARED_FILTERS: Omit<ShownFilters, 'sort'> = {
  search: '',
  status: DEFAULT_STATUS_FILTER,
  groups: [],
  assigned: [],
};

/** The view's filters (a blank search counting as none) are the cleared ones. */
function filtersCleared(view: ListView): boolean {
  const shown = { ...view, search: view.search.trim() };
  return (Object.keys(CLEARED_FILTERS) as (keyof typeof CLEARED_FILTERS)[]).every(
    (key) => JSON.stringify(shown[key]) === JSON.stringify(CLEARED_FILTERS[key]),
  );
}

export function emptyListReason(view: ListView, staff: boolean): EmptyListReason {
  if (view.search.trim()) return 'noSearchResults';
  if (!filtersCleared(view)) return 'noFilterResults';
  // The default view shows every open ticket staff can see: empty means none is waiting.
  return staff ? 'staffNothingOpen' : 'noOwn';
}
