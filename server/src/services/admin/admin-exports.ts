import {
  type AdminTicketQueryBody,
  type StaffPerformanceBody,
  type StaffPerformanceRow,
  TICKET_TYPE,
  type TicketType,
} from '@portal/shared/contract';
import { type CsvColumn, csvChunks, jsonArrayChunks } from '../../exports/csv';
import type { FileDownload } from '../../exports/file-download';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { adminTicketCsvBatches, type TicketCsvCells } from './admin-ticket-csv';
import { adminTicketBatches } from './admin-ticket-list';
import { staffPerformanceBatches } from './staff-performance';

export type ExportFormat = 'csv' | 'json';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

const isoTime = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => isoTime(ms).slice(0, 10);

const TICKET_COLUMNS: readonly CsvColumn<TicketCsvCells>[] = [
  { header: 'id', value: (ticket) => ticket.id },
  { header: 'type', value: (ticket) => ticket.type },
  { header: 'group', value: (ticket) => ticket.group },
  { header: 'category', value: (ticket) => ticket.category },
  { header: 'title', value: (ticket) => ticket.title },
  { header: 'status', value: (ticket) => ticket.status },
  { header: 'createdAt', value: (ticket) => ticket.createdAt },
  { header: 'lastComment', value: (ticket) => ticket.lastComment },
  { header: 'createdBy', value: (ticket) => ticket.createdBy },
  { header: 'assignees', value: (ticket) => ticket.assignees },
  { header: 'roleAssignees', value: (ticket) => ticket.roleAssignees },
  { header: 'commentsCount', value: (ticket) => ticket.commentsCount },
  { header: 'reviewed', value: (ticket) => ticket.reviewed },
  { header: 'reportAccused', value: (ticket) => ticket.reportAccused },
  { header: 'resolution', value: (ticket) => ticket.resolution },
];

const STAFF_PERFORMANCE_COLUMNS: readonly CsvColumn<StaffPerformanceRow>[] = [
  { header: 'staffId', value: (row) => row._id },
  { header: 'staffName', value: (row) => row.staffName },
  { header: 'date', value: (row) => isoDay(row.date) },
  { header: 'reportsCount', value: (row) => row.reportsCount },
  { header: 'supportCount', value: (row) => row.supportCount },
];

function download(name: string, format: ExportFormat, chunks: AsyncIterable<string>): FileDownload {
  return {
    filename: `${name}-${isoDay(Date.now())}.${format}`,
    contentType: CONTENT_TYPES[format],
    chunks,
  };
}

/**
 * POST /tickets/csv|json and /reports/csv|json: every ticket of the table's filters (all pages),
 * in its order. JSON holds exactly the tickets the pages' `data` holds; CSV reads only its columns.
 */
export function ticketExport(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
  format: ExportFormat,
): FileDownload {
  const name = type === TICKET_TYPE.report ? 'reports' : 'tickets';
  const chunks =
    format === 'csv'
      ? csvChunks(TICKET_COLUMNS, adminTicketCsvBatches(deps, viewer, type, body))
      : jsonArrayChunks(adminTicketBatches(deps, viewer, type, body));
  return download(name, format, chunks);
}

/** POST /staff/performance/csv|json: every row of the table's filters, in its order. */
export function staffPerformanceExport(
  deps: ServiceDeps,
  body: StaffPerformanceBody,
  format: ExportFormat,
): FileDownload {
  const batches = staffPerformanceBatches(deps, body);
  const chunks =
    format === 'csv' ? csvChunks(STAFF_PERFORMANCE_COLUMNS, batches) : jsonArrayChunks(batches);
  return download('staff-performance', format, chunks);
}
