import { defineCalls } from '../define-call';
import type { assignmentSchemas } from '../schemas/calls/assignment';

export const assignmentCalls = defineCalls<typeof assignmentSchemas>()({
  takeTicket: { method: 'POST', path: '/takeTicket' },
  assignUser: { method: 'POST', path: '/assignUser' },
  unassignUser: { method: 'POST', path: '/unassignUser' },
  assignRole: { method: 'POST', path: '/assignRole' },
  unassignRole: { method: 'POST', path: '/unassignRole' },
  // The paths keep the SPEC's spelling ("Assigness"); the names are spelled correctly.
  ticketRolePossibleAssignees: { method: 'GET', path: '/ticketRolePossibleAssigness/:ticketId' },
  ticketPossibleAssignees: { method: 'GET', path: '/ticketPossibleAssigness/:ticketId' },
  /** Every staff member, for the assignee filter of super-admins (not in SPEC §7). */
  staffDirectory: { method: 'GET', path: '/staff' },
});
