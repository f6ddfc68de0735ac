import { TICKET_TYPE } from '../limits';
import type { Viewer } from '../permissions/facts';
import type { Ticket } from '../schemas/ticket';

/** The viewer as staff priority sees them: their account id and the roles they hold. */
export type PriorityViewer = Pick<Viewer, 'id' | 'adminRoles'>;

export type PriorityTicket = Pick<Ticket, 'type' | 'inFraganti' | 'assignees' | 'roleAssignees'>;

/**
 * SPEC §4 staff priority rank, 0 first: reports caught in the act and unassigned, mine, assigned
 * to my role, unassigned, assigned to others. The staff sorts then order by category weight and
 * comment time. The server orders its lists by the same ranks; the browser uses this to place a
 * ticket that arrives live.
 */
export function staffPriorityRank(viewer: PriorityViewer, ticket: PriorityTicket): number {
  const unassigned = ticket.assignees.length === 0 && ticket.roleAssignees.length === 0;
  if (ticket.type === TICKET_TYPE.report && ticket.inFraganti && unassigned) return 0;
  if (ticket.assignees.some((assignee) => assignee._id === viewer.id)) return 1;
  if (ticket.roleAssignees.some((role) => viewer.adminRoles.includes(role))) return 2;
  if (unassigned) return 3;
  return 4;
}
