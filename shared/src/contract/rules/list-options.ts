import { isStaff } from '../permissions/power';
import {
  STAFF_SORTS,
  STAFF_STATUS_FILTERS,
  STATUS_FILTERS,
  type StatusFilter,
  TICKET_SORTS,
  type TicketSort,
} from '../schemas/ticket-list';

type Powered = { power: number };

/** Oldest comment for ordinary users, staff priority for staff (SPEC §4). */
export function defaultSort(viewer: Powered): TicketSort {
  return isStaff(viewer) ? 'staffPriority' : 'oldestComment';
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
