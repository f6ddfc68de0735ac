import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /takeTicket {ticketId} → the ticket. */
export function takeTicket(ticketId: number) {
  return callApi(calls.takeTicket, { body: { ticketId } });
}
