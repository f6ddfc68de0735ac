import { calls, type Ticket } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { closedTicketsChanges } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';
import { type Cache, unstable_serialize } from 'swr';
import type { CloseResolution } from './close-ticket';
import { relatedReportsKey } from './get-related-reports';

function relatedIdsIn(cache: Cache, ticketId: number): number[] {
  const related = cache.get(unstable_serialize(relatedReportsKey(ticketId)))?.data as
    | Ticket[]
    | undefined;
  return (related ?? []).map((report) => report._id);
}

/**
 * POST /reports/related/{ticketId}/close {resolveType} → which reports closed and which were
 * refused. Each closed one shows closed (with its resolution) wherever the page holds it, once
 * answered: some may be refused, so nothing changes before. The report itself and its related
 * list are then read again.
 */
export function useCloseRelatedReports() {
  const close = useMutation(calls.closeRelatedReports, {
    optimistic: ({ params, body }, cache) =>
      closedTicketsChanges(
        cache,
        [Number(params.ticketId), ...relatedIdsIn(cache, Number(params.ticketId))],
        body.resolveType,
      ),
    invalidates: ({ params }) => [
      ticketKey(Number(params.ticketId)),
      relatedReportsKey(Number(params.ticketId)),
    ],
  });
  const trigger = (ticketId: number, resolveType: CloseResolution) =>
    close.trigger({ params: { ticketId }, body: { resolveType } });
  return { ...close, trigger };
}
