import { canSeeRealNames, canSeeStaffOnlyComments, canSeeTicket } from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import { findTicketById, lockTicket } from '../../repositories/tickets-repository';
import {
  groupFacts,
  loadTicketRecord,
  permissionViewer,
  type TicketRecord,
  ticketFacts,
} from './ticket-record';

export function viewerCanSee(viewer: Viewer, record: TicketRecord): boolean {
  return canSeeTicket(
    permissionViewer(viewer),
    groupFacts(record.group),
    ticketFacts(record.row, record.people),
  );
}

export function viewerSeesRealNames(viewer: Viewer, record: TicketRecord): boolean {
  return canSeeRealNames(
    permissionViewer(viewer),
    groupFacts(record.group),
    ticketFacts(record.row, record.people),
  );
}

export function viewerSeesStaffOnly(viewer: Viewer, record: TicketRecord): boolean {
  return canSeeStaffOnlyComments(
    permissionViewer(viewer),
    groupFacts(record.group),
    ticketFacts(record.row, record.people),
  );
}

/**
 * Loads a ticket the viewer may see. A ticket that exists but is not theirs answers exactly like
 * one that does not exist, so ids cannot be probed. `lock` holds the row for the transaction.
 */
export async function loadVisibleTicket(
  db: Executor,
  viewer: Viewer,
  ticketId: number,
  options: { lock?: boolean } = {},
): Promise<TicketRecord> {
  const row = options.lock ? await lockTicket(db, ticketId) : await findTicketById(db, ticketId);
  if (!row) throw notFound('ticket');
  const record = await loadTicketRecord(db, row);
  if (!viewerCanSee(viewer, record)) throw notFound('ticket');
  return record;
}
