import { TICKET_STATUS } from '../limits';
import {
  canAdministerTicket,
  canCommentStaffOnly,
  canSeeRealNames,
  canSeeStaffOnlyComments,
  canSeeTicket,
  canSeeTicketPresence,
  isGroupAdmin,
  isUnassigned,
} from '../permissions/index';
import {
  ACCUSED,
  ASSIGNED_STAFF,
  CREATOR,
  group,
  groupAdmin,
  PARTNER,
  plainStaff,
  report,
  roleStaff,
  superAdmin,
  ticket,
  viewer,
} from './permission-fixtures';

describe('isGroupAdmin', () => {
  it('holds for a viewer with one of the group admin roles', () => {
    expect(isGroupAdmin(groupAdmin, group)).toBe(true);
    expect(isGroupAdmin(plainStaff, group)).toBe(false);
  });

  it('holds for a viewer role-assigned on the ticket', () => {
    expect(isGroupAdmin(roleStaff, group)).toBe(false);
    expect(isGroupAdmin(roleStaff, group, ticket({ roleAssignees: ['moderators'] }))).toBe(true);
    expect(isGroupAdmin(roleStaff, group, ticket({ roleAssignees: ['others'] }))).toBe(false);
  });

  it('holds from power 100 without any role', () => {
    expect(isGroupAdmin(viewer({ power: 99 }), group)).toBe(false);
    expect(isGroupAdmin(viewer({ power: 100 }), group)).toBe(true);
  });
});

describe('canSeeTicket', () => {
  const assigned = report();

  it('lets the creator, the assignee, the accused and each partner see a report', () => {
    for (const id of [CREATOR, ASSIGNED_STAFF, ACCUSED, PARTNER]) {
      expect(canSeeTicket(viewer({ id }), group, assigned)).toBe(true);
    }
  });

  it('hides it from any other player', () => {
    expect(canSeeTicket(viewer(), group, assigned)).toBe(false);
    expect(canSeeTicket(viewer(), group, ticket())).toBe(false);
  });

  it('lets a group admin see it only while it is unassigned', () => {
    expect(isUnassigned(ticket())).toBe(true);
    expect(canSeeTicket(groupAdmin, group, ticket())).toBe(true);
    expect(canSeeTicket(groupAdmin, group, assigned)).toBe(false);
    expect(canSeeTicket(groupAdmin, group, ticket({ roleAssignees: ['moderators'] }))).toBe(false);
  });

  it('lets staff holding an assigned role see it', () => {
    const roleAssigned = ticket({ roleAssignees: ['moderators'] });
    expect(canSeeTicket(roleStaff, group, roleAssigned)).toBe(true);
    expect(canSeeTicket(roleStaff, group, ticket())).toBe(false);
  });

  it('hides tickets of other groups from staff who are not admins there', () => {
    expect(canSeeTicket(plainStaff, group, ticket())).toBe(false);
  });

  it('lets a super-admin see every ticket, assigned or not', () => {
    expect(canSeeTicket(superAdmin, group, assigned)).toBe(true);
    expect(canSeeTicket(viewer({ power: 99 }), group, assigned)).toBe(false);
  });

  it('works with visualIds as identities, as the front ends use them', () => {
    const byHash = ticket({ creatorId: 'a1b2', assigneeIds: ['c3d4'] });
    expect(canSeeTicket(viewer({ id: 'a1b2' }), group, byHash)).toBe(true);
    expect(canSeeTicket(viewer({ id: 'zzzz' }), group, byHash)).toBe(false);
  });
});

describe('names and staff-only comments', () => {
  const open = ticket();

  it('shows real names to admins only', () => {
    expect(canSeeRealNames(groupAdmin, group, open)).toBe(true);
    expect(canSeeRealNames(superAdmin, group, open)).toBe(true);
    expect(canSeeRealNames(viewer({ id: CREATOR }), group, open)).toBe(false);
    expect(canSeeRealNames(plainStaff, group, open)).toBe(false);
  });

  it('lets admin staff write staff-only comments and administer the ticket', () => {
    expect(canCommentStaffOnly(groupAdmin, group, open)).toBe(true);
    expect(canCommentStaffOnly(plainStaff, group, open)).toBe(false);
    expect(
      canAdministerTicket(viewer({ power: 1, adminRoles: ['support-admin'] }), group, open),
    ).toBe(false);
  });

  it('shows staff-only comments to admins and assigned staff, never to players', () => {
    const assignedToStaff = ticket({ assigneeIds: [plainStaff.id] });
    expect(canSeeStaffOnlyComments(plainStaff, group, assignedToStaff)).toBe(true);
    expect(canSeeStaffOnlyComments(plainStaff, group, open)).toBe(false);
    expect(canSeeStaffOnlyComments(groupAdmin, group, open)).toBe(true);
    expect(canSeeStaffOnlyComments(viewer({ id: CREATOR }), group, open)).toBe(false);
    const playerAssignee = ticket({ assigneeIds: [CREATOR] });
    expect(canSeeStaffOnlyComments(viewer({ id: CREATOR, power: 1 }), group, playerAssignee)).toBe(
      false,
    );
  });

  it('shows who has the ticket open to staff who see it and its staff notes, never to players', () => {
    const takenByOther = ticket({ assigneeIds: [ASSIGNED_STAFF] });
    expect(canSeeTicketPresence(groupAdmin, group, open)).toBe(true);
    expect(canSeeTicketPresence(superAdmin, group, takenByOther)).toBe(true);
    expect(
      canSeeTicketPresence(viewer({ id: ASSIGNED_STAFF, power: 2 }), group, takenByOther),
    ).toBe(true);
    // Handed to someone else: the group admin still reads staff notes of it, but sees it no more.
    expect(canSeeStaffOnlyComments(groupAdmin, group, takenByOther)).toBe(true);
    expect(canSeeTicketPresence(groupAdmin, group, takenByOther)).toBe(false);
    // Staff who opened a ticket of a group they do not handle are its requester there.
    expect(canSeeTicketPresence(viewer({ id: CREATOR, power: 2 }), group, open)).toBe(false);
    expect(canSeeTicketPresence(viewer({ id: CREATOR }), group, open)).toBe(false);
  });

  it('keeps these rules for closed tickets too', () => {
    const closed = ticket({ status: TICKET_STATUS.closed });
    expect(canSeeTicket(viewer({ id: CREATOR }), group, closed)).toBe(true);
    expect(canSeeRealNames(groupAdmin, group, closed)).toBe(true);
  });
});
