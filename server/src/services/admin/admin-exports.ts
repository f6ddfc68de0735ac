import {
  type AdminTicketQueryBody,
  type PublicAccount,
  type StaffPerformanceBody,
  type StaffPerformanceRow,
  TICKET_STATUS,
  TICKET_TYPE,
  type Ticket,
  type TicketType,
} from '@portal/shared/contract';
import { type CsvColumn, csvChunks, jsonArrayChunks } from '../../exports/csv';
import type { FileDownload } from '../../http/mount-download';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { adminTicketBatches } from './admin-ticket-list';
import { staffPerformanceBatches } from './staff-performance';

export type ExportFormat = 'csv' | 'json';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

const isoTime = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => isoTime(ms).slice(0, 10);
const person = (account: PublicAccount | undefined) =>
  account && (account.name ?? account.visualId);

const TICKET_COLUMNS: readonly CsvColumn<Ticket>[] = [
  { header: 'id', value: (ticket) => ticket._id },
  {
    header: 'type',
    value: (ticket) => (ticket.type === TICKET_TYPE.report ? 'report' : 'support'),
  },
  { header: 'group', value: (ticket) => ticket.group },
  { header: 'category', value: (ticket) => ticket.category },
  { header: 'title', value: (ticket) => ticket.title },
  {
    header: 'status',
    value: (ticket) => (ticket.status === TICKET_STATUS.closed ? 'closed' : 'opened'),
  },
  { header: 'createdAt', value: (ticket) => isoTime(ticket.timestamp) },
  { header: 'lastComment', value: (ticket) => isoTime(ticket.lastComment) },
  { header: 'createdBy', value: (ticket) => person(ticket.createdBy) },
  { header: 'assignees', value: (ticket) => ticket.assignees.map(person).join('; ') },
  { header: 'roleAssignees', value: (ticket) => ticket.roleAssignees.join('; ') },
  { header: 'commentsCount', value: (ticket) => ticket.commentsCount },
  { header: 'reviewed', value: (ticket) => ticket.reviewed },
  { header: 'reportAccused', value: (ticket) => person(ticket.reportAccused) },
  { header: 'resolution', value: (ticket) => ticket.resolution },
];

const STAFF_PERFORMANCE_COLUMNS: readonly CsvColumn<StaffPerformanceRow>[] = [
  { header: 'staffId', value: (row) => row._id },
  { header: 'staffName', value: (row) => row.staffName },
  { header: 'date', value: (row) => isoDay(row.date) },
  { header: 'reportsCount', value: (row) => row.reportsCount },
  { header: 'supportCount', value: (row) => row.supportCount },
];

function download<Row>(
  name: string,
  format: ExportFormat,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): FileDownload {
  return {
    filename: `${name}-${isoDay(Date.now())}.${format}`,
    contentType: CONTENT_TYPES[format],
    chunks: format === 'csv' ? csvChunks(columns, batches) : jsonArrayChunks(batches),
  };
}

/**
 * POST /tickets/csv|json and /reports/csv|json: every ticket of the table's filters (all pages),
 * in its order. JSON holds exactly the tickets the pages' `data` holds.
 */
export function ticketExport(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
  format: ExportFormat,
): FileDownload {
  const name = type === TICKET_TYPE.report ? 'reports' : 'tickets';
  return download(name, format, TICKET_COLUMNS, adminTicketBatches(deps, viewer, type, body));
}

/** POST /staff/performance/csv|json: every row of the table's filters, in its order. */
export function staffPerformanceExport(
  deps: ServiceDeps,
  body: StaffPerformanceBody,
  format: ExportFormat,
): FileDownload {
  return download(
    'staff-performance',
    format,
    STAFF_PERFORMANCE_COLUMNS,
    staffPerformanceBatches(deps, body),
  );
}
