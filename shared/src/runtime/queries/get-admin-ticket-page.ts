import {
  type AdminTicketQueryBody,
  calls,
  TICKET_TYPE,
  type TicketType,
} from '@portal/shared/contract';
import type { DownloadFormat } from '../download-file';
import { useQuery } from './query';

export type AdminTicketQuery = Omit<Partial<AdminTicketQueryBody>, 'type'>;

/** POST /reports/paginated for reports, POST /tickets/paginated for support (same body). */
export function adminTicketPageCall(type: TicketType) {
  return type === TICKET_TYPE.report ? calls.reportsPaginated : calls.ticketsPaginated;
}

/**
 * One page of the admin panel's ticket or report table and the total; `null` = do not fetch (a
 * form error). The page stays on screen while the next loads.
 */
export function useAdminTicketPage(type: TicketType, body: AdminTicketQuery | null) {
  return useQuery(adminTicketPageCall(type), body === null ? null : { body }, {
    keepPreviousData: true,
  });
}

/** POST /tickets|reports/csv or /json: the same filters' tickets as a file. */
export function adminTicketExportCall(type: TicketType, format: DownloadFormat) {
  if (type === TICKET_TYPE.report) return format === 'csv' ? calls.reportsCsv : calls.reportsJson;
  return format === 'csv' ? calls.ticketsCsv : calls.ticketsJson;
}
