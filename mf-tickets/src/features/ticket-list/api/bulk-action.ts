import { type BulkActionBody, calls } from '@portal/shared/contract';
import { closedTicketsChanges } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/**
 * POST /tickets/bulk → what was done and refused, ticket by ticket (issue 32.3). A closed ticket
 * shows closed (a report with its resolution) wherever the page holds it once answered; takes and
 * assignments arrive as each ticket's live `ticket-changed`, as they do for anyone else watching.
 */
export function useBulkAction() {
  return useMutation(calls.bulkAction, {
    optimistic: ({ body }: { body: BulkActionBody }, cache) =>
      body.action === 'close' ? closedTicketsChanges(cache, body.ticketIds, body.resolveType) : [],
  });
}
