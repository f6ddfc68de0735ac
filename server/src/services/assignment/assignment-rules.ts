import { canAssign, canTake, TICKET_STATUS } from '@portal/shared/contract';
import { forbidden, unprocessable } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import {
  groupFacts,
  permissionViewer,
  type TicketRecord,
  ticketFacts,
} from '../tickets/ticket-record';

export function assertMayAssign(viewer: Viewer, record: TicketRecord): void {
  const facts = ticketFacts(record.row, record.people);
  if (!canAssign(permissionViewer(viewer), groupFacts(record.group), facts)) {
    throw forbidden('assignment.notAdmin', 'Only staff who administer this ticket can assign it.');
  }
}

/** Take = assign yourself; refused on a closed ticket and when it is already yours. */
export function assertMayTake(viewer: Viewer, record: TicketRecord): void {
  assertMayAssign(viewer, record);
  if (record.row.status === TICKET_STATUS.closed) {
    throw unprocessable('ticket.closed', 'This ticket is closed; reopen it first.');
  }
  const facts = ticketFacts(record.row, record.people);
  if (!canTake(permissionViewer(viewer), groupFacts(record.group), facts)) {
    throw unprocessable('assignment.alreadyAssigned', 'You are already assigned to this ticket.');
  }
}
