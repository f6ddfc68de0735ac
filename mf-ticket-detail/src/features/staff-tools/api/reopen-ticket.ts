import { calls, TICKET_STATUS } from '@portal/shared/contract';
import { answeredTicket } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** POST /reopenTicket {ticketId} → the ticket, shown open at once. */
export function useReopenTicket() {
  return useMutation(calls.reopenTicket, {
    optimistic: answeredTicket((ticket) => ({ ...ticket, status: TICKET_STATUS.opened })),
  });
}
