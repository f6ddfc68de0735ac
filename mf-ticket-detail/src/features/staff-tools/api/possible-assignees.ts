import { calls } from '@portal/shared/contract';
import { useQuietApi } from '../../../catalog/use-quiet-api';

/** Failures are only logged (SPEC §8). GET /ticketPossibleAssigness/{ticketId} and GET /ticketRolePossibleAssigness/{ticketId}. */
export function usePossibleAssignees(ticketId: number) {
  const params = { params: { ticketId } };
  const users = useQuietApi(calls.ticketPossibleAssignees, params);
  const roles = useQuietApi(calls.ticketRolePossibleAssignees, params);
  return { users: users.data, roles: roles.data };
}
