import { isStaff, isStaffOn, TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import type { TicketRow } from '../../db/database';
import type { TicketRecord } from '../../domain/ticket-record';
import type { Viewer } from '../../identity/viewer';
import { countOpenReportsAgainst } from '../../repositories/tickets/related-reports-repository';
import type { ServiceDeps } from '../service-deps';
import { visibilityViewer } from './visibility-viewer';

/** Open reports the viewer may see, by accused account. */
export type OpenReportCounts = ReadonlyMap<number, number>;

const NONE: OpenReportCounts = new Map();

/**
 * For staff, how many open reports they may see against each account these reports accuse (their
 * own accusations aside: there they are a player). One query, only when there is a report.
 */
export async function openReportCounts(
  deps: Pick<ServiceDeps, 'db' | 'catalog'>,
  viewer: Viewer,
  rows: readonly TicketRow[],
): Promise<OpenReportCounts> {
  if (!isStaff(viewer)) return NONE;
  const accusedIds = rows.flatMap((row) =>
    row.type === TICKET_TYPE.report &&
    row.report_accused_id !== null &&
    row.report_accused_id !== viewer.id
      ? [row.report_accused_id]
      : [],
  );
  if (accusedIds.length === 0) return NONE;
  const groups = await deps.catalog.groups();
  return countOpenReportsAgainst(deps.db, accusedIds, visibilityViewer(viewer, groups));
}

/**
 * The other open reports against this report's accused (the ticket's `relatedReports`): the
 * accused's count, less the report itself while it is open. Undefined where staff are not staff.
 */
export function relatedReportsOf(
  viewer: Viewer,
  record: TicketRecord,
  counts: OpenReportCounts,
): number | undefined {
  const accusedId = record.row.report_accused_id;
  if (accusedId === null || counts === NONE || !isStaffOn(viewer, record.facts)) return undefined;
  const own = record.row.status === TICKET_STATUS.opened ? 1 : 0;
  return Math.max(0, (counts.get(accusedId) ?? 0) - own);
}
