import { type CommentFacts, canDeleteComment, canEditComment } from '../permissions/index';
import {
  CREATOR,
  group,
  groupAdmin,
  plainStaff,
  roleStaff,
  ticket,
  viewer,
} from './permission-fixtures';

const open = ticket();

function comment(overrides: Partial<CommentFacts> = {}): CommentFacts {
  return { authorId: groupAdmin.id, authorPower: groupAdmin.power, action: '', ...overrides };
}

describe('canEditComment', () => {
  it('lets the author edit while admin of the group', () => {
    expect(canEditComment(groupAdmin, group, open, comment())).toBe(true);
  });

  it('refuses anyone but the author, even a super-admin', () => {
    const other = viewer({ id: 31, power: 100 });
    expect(canEditComment(other, group, open, comment())).toBe(false);
  });

  it('refuses an author who is not admin of the group', () => {
    const byPlayer = comment({ authorId: CREATOR, authorPower: 0 });
    expect(canEditComment(viewer({ id: CREATOR }), group, open, byPlayer)).toBe(false);
    const byStaff = comment({ authorId: plainStaff.id, authorPower: 2 });
    expect(canEditComment(plainStaff, group, open, byStaff)).toBe(false);
  });

  it('lets role-assigned staff edit their own comment on that ticket', () => {
    const mine = comment({ authorId: roleStaff.id });
    expect(canEditComment(roleStaff, group, ticket({ roleAssignees: ['moderators'] }), mine)).toBe(
      true,
    );
  });

  it('never edits logged actions', () => {
    expect(canEditComment(groupAdmin, group, open, comment({ action: 'take' }))).toBe(false);
  });
});

describe('canDeleteComment', () => {
  it('lets an admin delete a comment of an author with lower or equal power', () => {
    expect(canDeleteComment(groupAdmin, group, open, comment({ authorPower: 0 }))).toBe(true);
    expect(canDeleteComment(groupAdmin, group, open, comment({ authorPower: 2 }))).toBe(true);
  });

  it('refuses when the author has more power', () => {
    expect(canDeleteComment(groupAdmin, group, open, comment({ authorPower: 3 }))).toBe(false);
    const admin99 = viewer({ id: 40, power: 99, adminRoles: ['support-admin'] });
    expect(canDeleteComment(admin99, group, open, comment({ authorPower: 100 }))).toBe(false);
    expect(
      canDeleteComment(viewer({ power: 100 }), group, open, comment({ authorPower: 100 })),
    ).toBe(true);
  });

  it('refuses non-admins, whatever their power', () => {
    expect(canDeleteComment(plainStaff, group, open, comment({ authorPower: 0 }))).toBe(false);
    const ownComment = comment({ authorId: CREATOR, authorPower: 0 });
    expect(canDeleteComment(viewer({ id: CREATOR }), group, open, ownComment)).toBe(false);
  });

  it('never deletes logged actions', () => {
    expect(canDeleteComment(groupAdmin, group, open, comment({ action: 'close' }))).toBe(false);
  });
});
