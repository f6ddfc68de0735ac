import { calls } from '@portal/shared/contract';
import { ticketChanges } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** POST /review {ticketId, points, comment} → the stored review; the ticket shows reviewed at once. */
export function useSendReview() {
  return useMutation(calls.review, {
    optimistic: ({ body }, cache) =>
      ticketChanges(cache, body.ticketId, {
        optimistic: (ticket) => ({ ...ticket, reviewed: true }),
      }),
  });
}
