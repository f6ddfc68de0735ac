import type { Ticket, TicketComment } from '@portal/shared/contract';
import { useRoleName } from '../catalog/use-role-name';

const ROLE_ACTIONS = new Set(['assignRole', 'unassignRole']);

/** Role names, asked from GET /roles only when the ticket or its thread names a role. */
export function useRoleNamesFor(ticket: Ticket | undefined, thread: readonly TicketComment[]) {
  const needed =
    (ticket?.roleAssignees.length ?? 0) > 0 ||
    thread.some((comment) => ROLE_ACTIONS.has(comment.action));
  return useRoleName(needed);
}
