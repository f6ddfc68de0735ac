import { type CLOSE_RESOLUTIONS, calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

export type CloseResolution = (typeof CLOSE_RESOLUTIONS)[number];

/** POST /closeTicket {ticketId, resolveType?} → the ticket (reports need a resolution). */
export function closeTicket(ticketId: number, resolveType?: CloseResolution) {
  const body = resolveType === undefined ? { ticketId } : { ticketId, resolveType };
  return callApi(calls.closeTicket, { body });
}
