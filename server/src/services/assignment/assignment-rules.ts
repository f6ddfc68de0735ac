import { canAssign, canTake, ERROR_CODES, TICKET_STATUS } from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';

export function assertMayAssign(viewer: Viewer, record: TicketRecord): void {
  const facts = record.facts;
  if (!canAssign(viewer, record.group, facts)) {
    throw refuse({ code: ERROR_CODES.notAdmin });
  }
}

/** Take = assign yourself; refused on a closed ticket and when it is already yours. */
export function assertMayTake(viewer: Viewer, record: TicketRecord): void {
  assertMayAssign(viewer, record);
  if (record.row.status === TICKET_STATUS.closed) {
    throw refuse({ code: ERROR_CODES.ticketClosed });
  }
  const facts = record.facts;
  if (!canTake(viewer, record.group, facts)) {
    throw refuse({ code: ERROR_CODES.alreadyAssigned });
  }
}
