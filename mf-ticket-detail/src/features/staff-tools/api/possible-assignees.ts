import { calls } from '@portal/shared/contract';
import { useApi } from '@portal/shared/runtime/api';

const once = { revalidateOnFocus: false } as const;

/** GET /ticketPossibleAssigness/{ticketId} and GET /ticketRolePossibleAssigness/{ticketId}. */
export function usePossibleAssignees(ticketId: number) {
  const params = { params: { ticketId } };
  const users = useApi(calls.ticketPossibleAssignees, params, once);
  const roles = useApi(calls.ticketRolePossibleAssignees, params, once);
  return { users: users.data, roles: roles.data };
}
