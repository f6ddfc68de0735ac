import type { GroupFacts, TicketFacts, Viewer } from './facts';
import { isStaff, isSuperAdmin } from './power';

function sharesAny(held: readonly string[], wanted: readonly string[]): boolean {
  return held.some((key) => wanted.includes(key));
}

/** No staff member and no role is assigned. */
export function isUnassigned(ticket: Pick<TicketFacts, 'assigneeIds' | 'roleAssignees'>): boolean {
  return ticket.assigneeIds.length === 0 && ticket.roleAssignees.length === 0;
}

export function isAssignee(viewer: Viewer, ticket: Pick<TicketFacts, 'assigneeIds'>): boolean {
  return ticket.assigneeIds.includes(viewer.id);
}

export function isRoleAssigned(
  viewer: Viewer,
  ticket: Pick<TicketFacts, 'roleAssignees'>,
): boolean {
  return sharesAny(viewer.adminRoles, ticket.roleAssignees);
}

/** Holds one of the group's admin roles, is role-assigned on the ticket, or is a super-admin. */
export function isGroupAdmin(
  viewer: Viewer,
  group: GroupFacts,
  ticket?: Pick<TicketFacts, 'roleAssignees'>,
): boolean {
  return (
    isSuperAdmin(viewer) ||
    sharesAny(viewer.adminRoles, group.adminRoles) ||
    (ticket !== undefined && isRoleAssigned(viewer, ticket))
  );
}

export function canSeeTicket(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): boolean {
  return (
    isSuperAdmin(viewer) ||
    ticket.creatorId === viewer.id ||
    isAssignee(viewer, ticket) ||
    isRoleAssigned(viewer, ticket) ||
    (ticket.accusedId != null && ticket.accusedId === viewer.id) ||
    (ticket.partnerIds ?? []).includes(viewer.id) ||
    (isUnassigned(ticket) && isGroupAdmin(viewer, group))
  );
}

/** Admins see real names and ids; everyone else sees staff as support and users by visualId. */
export function canSeeRealNames(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): boolean {
  return isGroupAdmin(viewer, group, ticket);
}

/** Take, assign/unassign users and roles, canned answers, copy ids and values, open the map. */
export function canAdministerTicket(
  viewer: Viewer,
  group: GroupFacts,
  ticket: TicketFacts,
): boolean {
  return isStaff(viewer) && isGroupAdmin(viewer, group, ticket);
}

export function canCommentStaffOnly(viewer: Viewer, group: GroupFacts, ticket: TicketFacts) {
  return canAdministerTicket(viewer, group, ticket);
}

/** Staff allowed on the ticket: its admins and its assigned staff. */
export function canSeeStaffOnlyComments(viewer: Viewer, group: GroupFacts, ticket: TicketFacts) {
  return isStaff(viewer) && (isGroupAdmin(viewer, group, ticket) || isAssignee(viewer, ticket));
}
