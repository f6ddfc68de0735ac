import { TICKET_STATUS } from '../limits';
import {
  canAssign,
  canClose,
  canComment,
  canReopen,
  canRequestMoreResponses,
  canReview,
  canTake,
  type ReviewFacts,
  type ThreadEntry,
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
  superAdmin,
  ticket,
  viewer,
} from './permission-fixtures';

const closed = ticket({ status: TICKET_STATUS.closed });

describe('take, assign, close, reopen, comment', () => {
  it('lets admin staff take an opened ticket they are not assigned to', () => {
    expect(canTake(groupAdmin, group, ticket())).toBe(true);
    expect(canTake(groupAdmin, group, ticket({ assigneeIds: [groupAdmin.id] }))).toBe(false);
    expect(canTake(groupAdmin, group, closed)).toBe(false);
    expect(canTake(plainStaff, group, ticket())).toBe(false);
    expect(canTake(viewer({ id: CREATOR }), group, ticket())).toBe(false);
  });

  it('lets admin staff assign, and nobody else', () => {
    expect(canAssign(groupAdmin, group, ticket())).toBe(true);
    expect(canAssign(superAdmin, group, ticket())).toBe(true);
    expect(canAssign(plainStaff, group, ticket())).toBe(false);
  });

  it('lets admins and assigned staff close an opened ticket', () => {
    expect(canClose(groupAdmin, group, ticket())).toBe(true);
    expect(canClose(plainStaff, group, ticket({ assigneeIds: [plainStaff.id] }))).toBe(true);
    expect(canClose(plainStaff, group, ticket())).toBe(false);
    expect(canClose(viewer({ id: CREATOR }), group, ticket())).toBe(false);
    expect(canClose(groupAdmin, group, closed)).toBe(false);
  });

  it('lets only staff admins reopen a closed ticket', () => {
    expect(canReopen(groupAdmin, group, closed)).toBe(true);
    expect(canReopen(groupAdmin, group, ticket())).toBe(false);
    expect(canReopen(viewer({ id: CREATOR }), group, closed)).toBe(false);
    const adminRolePlayer = viewer({ power: 1, adminRoles: ['support-admin'] });
    expect(canReopen(adminRolePlayer, group, closed)).toBe(false);
  });

  it('lets whoever sees an opened ticket comment on it', () => {
    expect(canComment(viewer({ id: CREATOR }), group, ticket())).toBe(true);
    expect(canComment(viewer({ id: CREATOR }), group, closed)).toBe(false);
    expect(canComment(viewer(), group, ticket())).toBe(false);
  });
});

describe('canReview', () => {
  const reviewable: ReviewFacts = {
    creatorId: CREATOR,
    status: TICKET_STATUS.closed,
    reviewed: false,
    commentsCount: 2,
  };

  it('lets the creator review a closed ticket with at least 2 comments once', () => {
    expect(canReview(viewer({ id: CREATOR }), reviewable)).toBe(true);
  });

  it('refuses with 1 comment, an opened ticket, a second review or another viewer', () => {
    const creator = viewer({ id: CREATOR });
    expect(canReview(creator, { ...reviewable, commentsCount: 1 })).toBe(false);
    expect(canReview(creator, { ...reviewable, status: TICKET_STATUS.opened })).toBe(false);
    expect(canReview(creator, { ...reviewable, reviewed: true })).toBe(false);
    expect(canReview(superAdmin, reviewable)).toBe(false);
  });
});

describe('canRequestMoreResponses', () => {
  const player: ThreadEntry = { byStaff: false, action: '', staffOnly: false };
  const staff: ThreadEntry = { byStaff: true, action: '', staffOnly: false };
  const take: ThreadEntry = { byStaff: true, action: 'take', staffOnly: false };
  const request: ThreadEntry = { byStaff: false, action: 'requestComments', staffOnly: false };
  const creator = viewer({ id: CREATOR });
  const open = report();

  it('allows the creator and the accused after 2 comments since staff last spoke', () => {
    const thread = [take, staff, player, player];
    expect(canRequestMoreResponses(creator, open, thread)).toBe(true);
    expect(canRequestMoreResponses(viewer({ id: ACCUSED }), open, thread)).toBe(true);
  });

  it('refuses with only 1 comment since staff last spoke', () => {
    expect(canRequestMoreResponses(creator, open, [player, player, staff, player])).toBe(false);
  });

  it('counts from the start when staff never spoke (a take is not speaking)', () => {
    expect(canRequestMoreResponses(creator, open, [player, take, player])).toBe(true);
  });

  it('ignores staff-only notes when finding when staff last spoke', () => {
    const note: ThreadEntry = { ...staff, staffOnly: true };
    expect(canRequestMoreResponses(creator, open, [player, player, note])).toBe(true);
  });

  it('refuses a second request until staff speak again', () => {
    expect(canRequestMoreResponses(creator, open, [player, player, request, player])).toBe(false);
    const answered = [player, player, request, staff, player, player];
    expect(canRequestMoreResponses(creator, open, answered)).toBe(true);
  });

  it('refuses partners, staff and other players', () => {
    const thread = [player, player];
    expect(canRequestMoreResponses(viewer({ id: PARTNER }), open, thread)).toBe(false);
    expect(canRequestMoreResponses(viewer({ id: ASSIGNED_STAFF }), open, thread)).toBe(false);
    expect(canRequestMoreResponses(viewer(), open, thread)).toBe(false);
  });

  it('needs an opened, assigned report', () => {
    const thread = [player, player];
    expect(canRequestMoreResponses(creator, ticket({ assigneeIds: [5] }), thread)).toBe(false);
    expect(canRequestMoreResponses(creator, report({ assigneeIds: [] }), thread)).toBe(false);
    expect(
      canRequestMoreResponses(
        creator,
        report({ assigneeIds: [], roleAssignees: ['mods'] }),
        thread,
      ),
    ).toBe(true);
    const closedReport = report({ status: TICKET_STATUS.closed });
    expect(canRequestMoreResponses(creator, closedReport, thread)).toBe(false);
  });
});
