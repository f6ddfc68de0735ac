import { calls } from '@portal/shared/contract';
import { type QueryOptions, useQuery } from './query';

/** GET /ticketPossibleAssigness/{ticketId}: staff accounts the ticket may be assigned to. */
export function usePossibleAssignees(ticketId: number, options?: QueryOptions) {
  return useQuery(calls.ticketPossibleAssignees, { params: { ticketId } }, options);
}
