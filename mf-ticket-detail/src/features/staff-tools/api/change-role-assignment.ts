import { calls } from '@portal/shared/contract';
import { answeredTicket } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/**
 * POST /assignRole or /unassignRole {ticketId, key} → the ticket, the role shown or gone at once.
 * SPEC §8: a failure is only logged (and the change undone).
 */
export function useRoleAssignment(ticketId: number) {
  const assign = useMutation(calls.assignRole, {
    quiet: true,
    optimistic: answeredTicket((ticket, { key }) => ({
      ...ticket,
      roleAssignees: [...ticket.roleAssignees, key],
    })),
  });
  const unassign = useMutation(calls.unassignRole, {
    quiet: true,
    optimistic: answeredTicket((ticket, { key }) => ({
      ...ticket,
      roleAssignees: ticket.roleAssignees.filter((role) => role !== key),
    })),
  });
  return {
    change: (key: string, assigned: boolean) =>
      (assigned ? assign : unassign).trigger({ body: { ticketId, key } }),
    busy: assign.busy || unassign.busy,
  };
}
