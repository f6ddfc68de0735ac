import { TICKET_TYPE } from '../limits';
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

export type PartyFacts = Pick<TicketFacts, 'type' | 'accusedId' | 'partnerIds'>;

/** Named in a report as the accused or as a partner. */
export function isReportParty(viewer: Pick<Viewer, 'id'>, ticket: PartyFacts): boolean {
  return (
    ticket.type === TICKET_TYPE.report &&
    ((ticket.accusedId != null && ticket.accusedId === viewer.id) ||
      (ticket.partnerIds ?? []).includes(viewer.id))
  );
}

/** Acts as staff on this ticket: staff power, and not named in its report (`actingOn`). */
export function isStaffOn(account: Pick<Viewer, 'id' | 'power'>, ticket: PartyFacts): boolean {
  return isStaff(account) && !isReportParty(account, ticket);
}

/**
 * Whether a comment ends the ticket's wait for staff (the response time, `server/src/services/stats/staff-response-time.ts`):
 * public, by staff acting as staff on the ticket, who did not open it. Staff-only notes, action
 * messages and the player's own comments leave the clock running.
 */
export function answersStaffWait(
  author: Pick<Viewer, 'id' | 'power'>,
  ticket: PartyFacts & Pick<TicketFacts, 'creatorId'>,
  staffOnly: boolean,
): boolean {
  return !staffOnly && ticket.creatorId !== author.id && isStaffOn(author, ticket);
}

/**
 * Who the viewer acts as on this ticket: staff accused or named as partner in a report are a
 * player there (no staff power, no roles), so they can neither read its staff notes nor handle,
 * hand on or close the report about themselves.
 */
export function actingOn(viewer: Viewer, ticket: PartyFacts): Viewer {
  return isReportParty(viewer, ticket) ? { id: viewer.id, power: 0, adminRoles: [] } : viewer;
}

/**
 * Holds one of the group's admin roles, is role-assigned on the ticket, or is a super-admin; on a
 * ticket, never while a party of the report (`actingOn`).
 */
export function isGroupAdmin(
  viewer: Viewer,
  group: GroupFacts,
  ticket?: Pick<TicketFacts, 'roleAssignees' | 'type' | 'accusedId' | 'partnerIds'>,
): boolean {
  const acting = ticket === undefined ? viewer : actingOn(viewer, ticket);
  return (
    isSuperAdmin(acting) ||
    sharesAny(acting.adminRoles, group.adminRoles) ||
    (ticket !== undefined && isRoleAssigned(acting, ticket))
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
  return isStaff(actingOn(viewer, ticket)) && isGroupAdmin(viewer, group, ticket);
}

export function canCommentStaffOnly(viewer: Viewer, group: GroupFacts, ticket: TicketFacts) {
  return canAdministerTicket(viewer, group, ticket);
}

/** Staff allowed on the ticket: its admins and its assigned staff. */
export function canSeeStaffOnlyComments(viewer: Viewer, group: GroupFacts, ticket: TicketFacts) {
  return (
    isStaff(actingOn(viewer, ticket)) &&
    (isGroupAdmin(viewer, group, ticket) || isAssignee(viewer, ticket))
  );
}

/**
 * Sees which other staff have the ticket open and who is typing (issue 32.1): staff who see the
 * ticket and its staff notes. Staff notes alone reach group admins of a ticket handed to someone
 * else, who no longer see it; staff named in its report are a player there (`actingOn`).
 */
export function canSeeTicketPresence(viewer: Viewer, group: GroupFacts, ticket: TicketFacts) {
  return canSeeTicket(viewer, group, ticket) && canSeeStaffOnlyComments(viewer, group, ticket);
}
