import { calls } from '@portal/shared/contract';
import { apiKey } from '@portal/shared/runtime/cache-keys';
import { type QueryOptions, useQuery } from '@portal/shared/runtime/queries/query';

/** GET /ticketPossibleAssigness/{ticketId}: staff accounts the ticket may be assigned to. */
export function possibleAssigneesKey(ticketId: number) {
  return apiKey(calls.ticketPossibleAssignees, { params: { ticketId } });
}

export function usePossibleAssignees(ticketId: number, options?: QueryOptions) {
  return useQuery(calls.ticketPossibleAssignees, { params: { ticketId } }, options);
}
