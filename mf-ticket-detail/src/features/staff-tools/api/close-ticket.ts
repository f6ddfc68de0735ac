import { type CLOSE_RESOLUTIONS, calls, TICKET_STATUS } from '@portal/shared/contract';
import { answeredTicket } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';

export type CloseResolution = (typeof CLOSE_RESOLUTIONS)[number];

/** POST /closeTicket {ticketId, resolveType?} → the ticket, shown closed at once (reports need a resolution). */
export function useCloseTicket() {
  const close = useMutation(calls.closeTicket, {
    optimistic: answeredTicket((ticket) => ({ ...ticket, status: TICKET_STATUS.closed })),
  });
  const trigger = (ticketId: number, resolveType?: CloseResolution) =>
    close.trigger({ body: resolveType === undefined ? { ticketId } : { ticketId, resolveType } });
  return { ...close, trigger };
}
