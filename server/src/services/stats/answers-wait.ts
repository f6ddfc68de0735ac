import { isStaffOn } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { type TicketRecord, ticketFacts } from '../tickets/ticket-record';

/**
 * Whether a comment answers the ticket's wait for staff (the response time's end, see the server
 * README): a public comment by staff acting as staff on the ticket, who did not open it. Staff-only
 * notes, action messages and the player's own comments leave the clock running.
 */
export function answersWait(viewer: Viewer, record: TicketRecord, staffOnly: boolean): boolean {
  return (
    !staffOnly &&
    record.row.created_by !== viewer.id &&
    isStaffOn(viewer, ticketFacts(record.row, record.people))
  );
}
