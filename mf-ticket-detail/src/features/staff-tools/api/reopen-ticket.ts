import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /reopenTicket {ticketId} → the ticket. */
export function reopenTicket(ticketId: number) {
  return callApi(calls.reopenTicket, { body: { ticketId } });
}
