import { calls, isStaff, type StaffAccount, type Ticket } from '@portal/shared/contract';
import { answeredTicket } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';
import { type Cache, unstable_serialize } from 'swr';
import { possibleAssigneesKey } from './get-possible-assignees';

/** The chosen account as the ticket lists its assignees to the staff who assign (from the picker). */
function withAssignee(cache: Cache, ticket: Ticket, userId: number): Ticket {
  const offered = cache.get(unstable_serialize(possibleAssigneesKey(ticket._id)))?.data as
    | StaffAccount[]
    | undefined;
  const account = offered?.find((staff) => staff._id === userId);
  if (!account) return ticket;
  const assignee = { ...account, isStaff: isStaff(account) };
  return { ...ticket, assignees: [...ticket.assignees, assignee] };
}

/**
 * POST /assignUser or /unassignUser {ticketId, userId} → the ticket, the assignee shown or gone at
 * once. SPEC §8: a failure is only logged (and the change undone).
 */
export function useUserAssignment(ticketId: number) {
  const assign = useMutation(calls.assignUser, {
    quiet: true,
    optimistic: answeredTicket((ticket, { userId }, cache) => withAssignee(cache, ticket, userId)),
  });
  const unassign = useMutation(calls.unassignUser, {
    quiet: true,
    optimistic: answeredTicket((ticket, { userId }) => ({
      ...ticket,
      assignees: ticket.assignees.filter((account) => account._id !== userId),
    })),
  });
  return {
    change: (userId: number, assigned: boolean) =>
      (assigned ? assign : unassign).trigger({ body: { ticketId, userId } }),
    busy: assign.busy || unassign.busy,
  };
}
