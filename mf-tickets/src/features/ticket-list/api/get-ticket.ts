import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { ticketKey } from '@portal/shared/runtime/cache-keys';

export { ticketKey };

/** GET /getTicket/{id} for a live refresh: failures are handled by the caller, no dialog. */
export function getTicketQuietly(ticketId: number) {
  return callApi(calls.getTicket, { params: { id: ticketId }, skipErrorDialog: true });
}
