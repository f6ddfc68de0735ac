import { canAssign, canTake, ERROR_CODES, TICKET_STATUS } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
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
    throw refuse({ code: ERROR_CODES.notAdmin });
  }
}

/** Take = assign yourself; refused on a closed ticket and when it is already yours. */
export function assertMayTake(viewer: Viewer, record: TicketRecord): void {
  assertMayAssign(viewer, record);
  if (record.row.status === TICKET_STATUS.closed) {
    throw refuse({ code: ERROR_CODES.ticketClosed });
  }
  const facts = ticketFacts(record.row, record.people);
  if (!canTake(permissionViewer(viewer), groupFacts(record.group), facts)) {
    throw refuse({ code: ERROR_CODES.alreadyAssigned });
  }
}
