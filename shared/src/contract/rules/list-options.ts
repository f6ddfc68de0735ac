import {
  DEFAULT_STATUS_FILTER,
  STAFF_SORTS,
  STAFF_STATUS_FILTERS,
  STATUS_FILTERS,
  type StatusFilter,
  TICKET_SORTS,
  TICKET_TYPE,
  type TicketSort,
} from '../limits';
import { isStaff } from '../permissions/power';

type Powered = { power: number };

/** Oldest comment for ordinary users, staff priority for staff (SPEC §4). */
export function defaultSort(viewer: Powered): TicketSort {
  return isStaff(viewer) ? 'staffPriority' : 'oldestComment';
}

/**
 * The request the home list sends when its address names no filter: support tickets, opened, the
 * viewer's default sort. The server answers it ahead for a player's first screen (`bootstrap`).
 */
export function defaultListFilters(viewer: Powered) {
  return {
    type: TICKET_TYPE.support,
    statusFilter: DEFAULT_STATUS_FILTER,
    sort: defaultSort(viewer),
  };
}

export function allowedSorts(viewer: Powered): readonly TicketSort[] {
  return isStaff(viewer)
    ? TICKET_SORTS
    : TICKET_SORTS.filter((sort) => !STAFF_SORTS.includes(sort));
}

export function allowedStatusFilters(viewer: Powered): readonly StatusFilter[] {
  return isStaff(viewer)
    ? STATUS_FILTERS
    : STATUS_FILTERS.filter((filter) => !STAFF_STATUS_FILTERS.includes(filter));
}
