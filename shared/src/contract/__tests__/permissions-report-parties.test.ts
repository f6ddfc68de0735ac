import { TICKET_TYPE } from '../limits';
import {
  actingOn,
  canAdministerTicket,
  canAssign,
  canClose,
  canDeleteComment,
  canEditComment,
  canReopen,
  canSeeRealNames,
  canSeeStaffOnlyComments,
  canSeeTicket,
  canSeeTicketPresence,
  canTake,
  isReportParty,
  isStaffOn,
} from '../permissions/index';
import { ACCUSED, group, PARTNER, report, superAdmin, ticket, viewer } from './permission-fixtures';

const accusedAdmin = viewer({ id: ACCUSED, power: 10, adminRoles: ['support-admin'] });
const partnerSuperAdmin = viewer({ id: PARTNER, power: 100 });
const note = { authorId: 77, authorPower: 2, action: '' as const };

describe('staff named in a report act on it as players', () => {
  it('knows the accused and the partners of a report, and nobody on a support ticket', () => {
    expect(isReportParty(accusedAdmin, report())).toBe(true);
    expect(isReportParty(partnerSuperAdmin, report())).toBe(true);
    expect(isReportParty(superAdmin, report())).toBe(false);
    expect(
      isReportParty(accusedAdmin, ticket({ type: TICKET_TYPE.support, accusedId: ACCUSED })),
    ).toBe(false);
  });

  it('drops their power and roles on that report only', () => {
    expect(actingOn(accusedAdmin, report())).toEqual({ id: ACCUSED, power: 0, adminRoles: [] });
    expect(actingOn(accusedAdmin, ticket())).toBe(accusedAdmin);
    expect(isStaffOn(accusedAdmin, report())).toBe(false);
    expect(isStaffOn(accusedAdmin, ticket())).toBe(true);
  });

  it.each([
    ['an accused group admin', accusedAdmin],
    ['a partner super-admin', partnerSuperAdmin],
  ])('lets %s see the report but never handle it', (_who, staff) => {
    const unassigned = report({ assigneeIds: [] });
    expect(canSeeTicket(staff, group, unassigned)).toBe(true);
    for (const rule of [
      canSeeRealNames,
      canAdministerTicket,
      canSeeStaffOnlyComments,
      canSeeTicketPresence,
      canTake,
      canAssign,
      canClose,
    ]) {
      expect(rule(staff, group, unassigned)).toBe(false);
    }
    expect(canReopen(staff, group, report({ status: 1 }))).toBe(false);
    expect(canDeleteComment(staff, group, unassigned, note)).toBe(false);
    expect(
      canEditComment(staff, group, unassigned, { ...note, authorId: staff.id, authorPower: 0 }),
    ).toBe(false);
  });
});
