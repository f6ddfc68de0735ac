import { TICKET_STATUS, TICKET_TYPE } from '../limits';
import type { GroupFacts, TicketFacts, Viewer } from '../permissions/index';

export const CREATOR = 1;
export const ACCUSED = 2;
export const PARTNER = 3;
export const ASSIGNED_STAFF = 10;
export const OTHER = 99;

export const group: GroupFacts = { adminRoles: ['support-admin'] };

export function viewer(overrides: Partial<Viewer> = {}): Viewer {
  return { id: OTHER, power: 0, adminRoles: [], ...overrides };
}

export function ticket(overrides: Partial<TicketFacts> = {}): TicketFacts {
  return {
    type: TICKET_TYPE.support,
    status: TICKET_STATUS.opened,
    creatorId: CREATOR,
    assigneeIds: [],
    roleAssignees: [],
    accusedId: null,
    partnerIds: [],
    ...overrides,
  };
}

export function report(overrides: Partial<TicketFacts> = {}): TicketFacts {
  return ticket({
    type: TICKET_TYPE.report,
    accusedId: ACCUSED,
    partnerIds: [PARTNER],
    assigneeIds: [ASSIGNED_STAFF],
    ...overrides,
  });
}

/** A staff member (power 2) holding the group's admin role. */
export const groupAdmin = viewer({ id: 20, power: 2, adminRoles: ['support-admin'] });
/** A staff member holding a role the ticket may be assigned to, not a group admin role. */
export const roleStaff = viewer({ id: 21, power: 2, adminRoles: ['moderators'] });
export const superAdmin = viewer({ id: 30, power: 100 });
export const plainStaff = viewer({ id: 22, power: 2, adminRoles: ['other-group-admin'] });
