import { calls } from '@portal/shared/contract';
import { type QueryOptions, useQuery } from '@portal/shared/runtime/queries/query';

/** GET /ticketRolePossibleAssigness/{ticketId}: roles the ticket may be assigned to. */
export function useRolePossibleAssignees(ticketId: number, options?: QueryOptions) {
  return useQuery(calls.ticketRolePossibleAssignees, { params: { ticketId } }, options);
}
