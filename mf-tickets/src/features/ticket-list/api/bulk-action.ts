import {
  type BulkActionBody,
  calls,
  TICKET_STATUS,
  TICKET_TYPE,
  type TicketOutcomes,
} from '@portal/shared/contract';
import { ticketsChanges } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/**
 * POST /tickets/bulk → what was done and refused, ticket by ticket (issue 32.3). A closed ticket
 * shows closed (a report with its resolution) wherever the page holds it once answered; takes and
 * assignments arrive as each ticket's live `ticket-changed`, as they do for anyone else watching.
 */
export function useBulkAction() {
  return useMutation(calls.bulkAction, {
    optimistic: ({ body }: { body: BulkActionBody }, cache) =>
      body.action !== 'close'
        ? []
        : ticketsChanges<TicketOutcomes>(cache, body.ticketIds, {
            settle: (answer, ticket) =>
              answer.done.includes(ticket._id)
                ? {
                    ...ticket,
                    status: TICKET_STATUS.closed,
                    ...(ticket.type === TICKET_TYPE.report && body.resolveType
                      ? { resolution: body.resolveType }
                      : {}),
                  }
                : ticket,
          }),
  });
}
