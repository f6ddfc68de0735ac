import {
  type CallName,
  canAssign,
  canClose,
  canComment,
  canCommentStaffOnly,
  canDeleteComment,
  canEditComment,
  canReopen,
  canRequestMoreResponses,
  canReview,
  canSeeStaffOnlyComments,
  canSeeTicket,
  canTake,
  type GroupFacts,
  isStaff,
  type TicketFacts,
  type Viewer,
} from '@portal/shared/contract';
import { webReportsGroup } from '../seed/demo-report-groups';
import { type AccountActor, MATRIX_ACCOUNTS } from '../testing/matrix-actors';
import type { ScenarioSpec } from '../testing/matrix-scenarios';
import { type CellStatus, EVERY_ACCOUNT } from './authorization-matrix/expectations';
import type { MatrixRow } from './authorization-matrix/matrix-row';
import { MATRIX_ROWS } from './authorization-matrix/matrix-table';

// The table is written by hand from SPEC §6; this re-derives each ticket cell from the contract's
// permission functions (the ones the front ends also use), so the two can never drift apart.

type Author = AccountActor | 'assignable';
const GROUP: GroupFacts = { adminRoles: webReportsGroup.adminRoles };

const viewer = (actor: Author): Viewer => ({
  id: actor,
  power: MATRIX_ACCOUNTS[actor].power,
  adminRoles: MATRIX_ACCOUNTS[actor].roles,
});

function ticketFacts(spec: ScenarioSpec): TicketFacts {
  return {
    type: spec.kind === 'report' ? 1 : 0,
    status: spec.closed ? 1 : 0,
    creatorId: 'creator',
    assigneeIds: spec.assignees ?? [],
    roleAssignees: spec.roleAssignees ?? [],
    accusedId: spec.kind === 'report' ? 'accused' : null,
    partnerIds: spec.kind === 'report' ? ['partner'] : [],
  };
}

type Decision = (who: Viewer, ticket: TicketFacts, spec: ScenarioSpec, row: MatrixRow) => boolean;

const firstComment = (spec: ScenarioSpec) => {
  const comment = spec.comments?.[0];
  if (!comment) throw new Error('The fixture has no comment');
  return {
    authorId: comment.author,
    authorPower: MATRIX_ACCOUNTS[comment.author].power,
    action: '' as const,
  };
};

const DECISIONS: Partial<Record<CallName, Decision>> = {
  getTicket: (who, ticket) => canSeeTicket(who, GROUP, ticket),
  listComments: (who, ticket) => canSeeTicket(who, GROUP, ticket),
  staffComments: (who, ticket) => canSeeStaffOnlyComments(who, GROUP, ticket),
  postComment: (who, ticket, _spec, row) => {
    const staffOnly = row.fixture.includes('staff-only');
    return staffOnly
      ? canCommentStaffOnly(who, GROUP, ticket) && canComment(who, GROUP, ticket)
      : canComment(who, GROUP, ticket);
  },
  editComment: (who, ticket, spec) => canEditComment(who, GROUP, ticket, firstComment(spec)),
  deleteComment: (who, ticket, spec) => canDeleteComment(who, GROUP, ticket, firstComment(spec)),
  takeTicket: (who, ticket) => canTake(who, GROUP, ticket),
  closeTicket: (who, ticket) => canClose(who, GROUP, ticket),
  reopenTicket: (who, ticket) => canReopen(who, GROUP, ticket),
  assignUser: (who, ticket) => canAssign(who, GROUP, ticket),
  unassignUser: (who, ticket) => canAssign(who, GROUP, ticket),
  assignRole: (who, ticket) => canAssign(who, GROUP, ticket),
  unassignRole: (who, ticket) => canAssign(who, GROUP, ticket),
  ticketPossibleAssignees: (who, ticket) => canAssign(who, GROUP, ticket),
  ticketRolePossibleAssignees: (who, ticket) => canAssign(who, GROUP, ticket),
  requestIntervention: (who, ticket, spec) =>
    canRequestMoreResponses(
      who,
      ticket,
      (spec.comments ?? []).map((comment) => ({
        byStaff: isStaff(MATRIX_ACCOUNTS[comment.author]),
        action: '' as const,
        staffOnly: comment.staffOnly ?? false,
      })),
    ),
  review: (who, ticket, spec) =>
    canReview(who, {
      creatorId: ticket.creatorId,
      status: ticket.status,
      reviewed: false,
      commentsCount: (spec.comments ?? []).filter((comment) => !comment.staffOnly).length,
    }),
};

function contractStatus(row: MatrixRow, spec: ScenarioSpec, actor: AccountActor): CellStatus {
  const decide = DECISIONS[row.call];
  if (!decide) throw new Error(`No contract decision for ${row.call}`);
  const who = viewer(actor);
  const ticket = ticketFacts(spec);
  if (!canSeeTicket(who, GROUP, ticket)) return 404;
  return decide(who, ticket, spec, row) ? 200 : 403;
}

const ticketRows = MATRIX_ROWS.filter((row) => row.scenario !== undefined);

describe.each(ticketRows.map((row) => [`${row.call} on ${row.fixture}`, row] as const))(
  'the table row %s',
  (_name, row) => {
    test('when re-derived from the contract permission functions, then every cell agrees', () => {
      const spec = row.scenario as ScenarioSpec;
      const derived = Object.fromEntries(
        EVERY_ACCOUNT.map((actor) => [actor, contractStatus(row, spec, actor)]),
      );
      expect({ ...derived, anonymous: 401 }).toEqual(row.expect);
    });
  },
);

test('when the staff-only reference calls are re-derived, then they follow isStaff', () => {
  for (const call of ['hashesOnline', 'importantHashes'] as const) {
    const row = MATRIX_ROWS.find((candidate) => candidate.call === call);
    for (const actor of EVERY_ACCOUNT) {
      expect([call, actor, row?.expect[actor]]).toEqual([
        call,
        actor,
        isStaff(MATRIX_ACCOUNTS[actor]) ? 200 : 403,
      ]);
    }
  }
});
