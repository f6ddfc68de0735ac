import {
  ERROR_CODES,
  isStaff,
  isStaffOn,
  LIMITS,
  TICKET_TYPE,
  type Ticket,
  type TicketOutcomes,
} from '@portal/shared/contract';
import { loadTicketRecords, type TicketRecord } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { findOpenReportsAgainst } from '../../repositories/tickets/related-reports-repository';
import { type CloseResolution, closeChange } from '../assignment/ticket-status';
import { changeEach } from '../assignment/ticket-transition';
import type { ServiceDeps } from '../service-deps';
import { presentTicketsFor } from './present-tickets';
import { loadVisibleTicket } from './ticket-access';
import { visibilityViewer } from './visibility-viewer';

/**
 * The report the viewer asks from and the other open reports against its accused that they may
 * see (the ones its list row counts): matched by the accused's linked account (a report whose
 * accused matched no account has none). Staff acting as staff only: a player never learns of
 * other people's reports, nor does staff named in this one.
 */
async function reportAndRelated(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<{ report: TicketRecord; related: TicketRecord[] }> {
  if (!isStaff(viewer)) throw refuse({ code: ERROR_CODES.staffOnly });
  const report = await loadVisibleTicket(deps.db, viewer, ticketId);
  if (!isStaffOn(viewer, report.facts)) throw refuse({ code: ERROR_CODES.staffOnly });
  const accusedId = report.row.report_accused_id;
  if (report.row.type !== TICKET_TYPE.report || accusedId === null) return { report, related: [] };
  const groups = await deps.catalog.groups();
  const rows = await findOpenReportsAgainst(
    deps.db,
    accusedId,
    ticketId,
    visibilityViewer(viewer, groups),
    LIMITS.relatedReportsMax,
  );
  const related = await loadTicketRecords(
    deps.db,
    rows,
    new Map(groups.map((group) => [group.key, group])),
  );
  return { report, related };
}

/** GET /reports/related/:ticketId */
export async function relatedReports(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<Ticket[]> {
  const { related } = await reportAndRelated(deps, viewer, ticketId);
  return presentTicketsFor(deps, viewer, related);
}

/**
 * POST /reports/related/:ticketId/close: this report and its related ones, each closed on its own
 * as a single close closes one (its rules, its close line, its live events and audit entry); one
 * refused does not stop the others.
 */
export async function closeRelatedReports(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  resolveType: CloseResolution,
): Promise<TicketOutcomes> {
  const { report, related } = await reportAndRelated(deps, viewer, ticketId);
  const ids = [report, ...related].map((record) => record.row.id);
  return changeEach(deps, viewer, ids, closeChange(viewer, resolveType));
}
