import {
  type DayRange,
  type DayRangeForm,
  STAFF_PERFORMANCE_SORTS,
  TICKET_STATUS,
  TICKET_TYPE,
} from '@portal/shared/contract';
import type { StaffPerformanceQuery } from '@portal/shared/runtime/queries/get-staff-performance';
import type { TableSort } from '@portal/ui/data-table';

/** What the filter form holds; '' = every type / every status. Applied with its button. */
export interface StaffFilters extends DayRangeForm {
  staffName: string;
  type: '' | keyof typeof TICKET_TYPE;
  status: '' | keyof typeof TICKET_STATUS;
}

export const INITIAL_STAFF_FILTERS: StaffFilters = {
  staffName: '',
  type: '',
  status: '',
  from: '',
  to: '',
};

/** As the server sorts without being told: newest day first. */
export const INITIAL_STAFF_SORT: TableSort = { columnId: 'date', direction: 'descending' };

function sortBy(columnId: string) {
  return STAFF_PERFORMANCE_SORTS.find((column) => column === columnId);
}

/** The filters and sort as the export and the page ask for them. */
export function staffFilterBody(
  filters: StaffFilters,
  range: DayRange,
  sort: TableSort | null,
): StaffPerformanceQuery {
  const column = sort ? sortBy(sort.columnId) : undefined;
  return {
    staffName: filters.staffName.trim(),
    ...(column && sort
      ? { sortBy: column, sortOrder: sort.direction === 'ascending' ? 'asc' : 'desc' }
      : {}),
    ...(filters.type ? { ticketType: TICKET_TYPE[filters.type] } : {}),
    ...(filters.status ? { status: TICKET_STATUS[filters.status] } : {}),
    ...(range.start === undefined ? {} : { dateFrom: range.start }),
    ...(range.end === undefined ? {} : { dateTo: range.end }),
  };
}
