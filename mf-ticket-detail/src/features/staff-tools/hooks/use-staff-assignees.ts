import { usePossibleAssignees } from '../api/get-possible-assignees';
import { useRolePossibleAssignees } from '../api/get-role-possible-assignees';

/** The accounts and roles this ticket may be assigned to; failures are only logged (SPEC §8). */
export function useStaffAssignees(ticketId: number) {
  const users = usePossibleAssignees(ticketId, { quiet: true });
  const roles = useRolePossibleAssignees(ticketId, { quiet: true });
  return { users: users.data, roles: roles.data };
}
