import type { DayRange, DayRangeForm, StatusFilter, TicketSort } from '@portal/shared/contract';
import type { AdminTicketQuery } from '@portal/shared/runtime/queries/get-admin-ticket-page';
import type { TableSort } from '@portal/ui/data-table';
import type { TicketsPreset } from '../../../components/tickets-link';

/** What the filter form holds; applied with its button. */
export interface TicketFilters extends DayRangeForm {
  search: string;
  status: StatusFilter;
}

export const INITIAL_TICKET_FILTERS: TicketFilters = {
  search: '',
  status: 'opened',
  from: '',
  to: '',
};

/** The filters a link asks the table to open with (`ticketsLink`); the rest as usual. */
export function presetFilters(preset: TicketsPreset): TicketFilters {
  return {
    ...INITIAL_TICKET_FILTERS,
    ...(preset.status ? { status: preset.status } : {}),
    from: preset.from ?? '',
    to: preset.to ?? '',
  };
}

/** The sortable columns and the contract's sort each direction asks for. */
const SORTS: Record<string, Record<TableSort['direction'], TicketSort>> = {
  created: { ascending: 'oldest', descending: 'newest' },
  lastComment: { ascending: 'oldestComment', descending: 'latestComment' },
};

/** The filters as the export and the page ask for them (no sort = the server's default). */
export function ticketFilterBody(
  filters: TicketFilters,
  range: DayRange,
  sort: TableSort | null,
): AdminTicketQuery {
  const ticketSort = sort ? SORTS[sort.columnId]?.[sort.direction] : undefined;
  return {
    searchFilter: filters.search.trim(),
    statusFilter: filters.status,
    ...(ticketSort ? { sort: ticketSort } : {}),
    ...(range.start === undefined ? {} : { createdFrom: range.start }),
    ...(range.end === undefined ? {} : { createdTo: range.end }),
  };
}
