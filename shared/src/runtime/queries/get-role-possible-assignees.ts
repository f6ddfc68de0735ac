import { calls } from '@portal/shared/contract';
import { type QueryOptions, useQuery } from './query';

/** GET /ticketRolePossibleAssigness/{ticketId}: roles the ticket may be assigned to. */
export function useRolePossibleAssignees(ticketId: number, options?: QueryOptions) {
  return useQuery(calls.ticketRolePossibleAssignees, { params: { ticketId } }, options);
}
