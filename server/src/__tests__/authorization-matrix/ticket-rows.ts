import { MATRIX_ROLE } from '../../testing/matrix-actors';
import type { ScenarioSpec } from '../../testing/matrix-scenarios';
import {
  cells,
  EVERY_ACCOUNT,
  SEES_ADMIN_ASSIGNED,
  SEES_OTHER_ASSIGNED,
  SEES_ROLE_ASSIGNED,
  SEES_UNASSIGNED,
} from './expectations';
import { commentOf, type MatrixRow, ticketOf } from './matrix-row';

const UNASSIGNED: ScenarioSpec = { kind: 'report', comments: [{ author: 'creator' }] };
const ROLE_ASSIGNED: ScenarioSpec = {
  kind: 'report',
  roleAssignees: [MATRIX_ROLE],
  comments: [{ author: 'creator' }],
};
const OTHER_ASSIGNED: ScenarioSpec = { kind: 'report', assignees: ['assignable'] };

const U = SEES_UNASSIGNED;
const R = SEES_ROLE_ASSIGNED;
const A = SEES_ADMIN_ASSIGNED;

/** Everyone who sees the fixture may do it. */
const seeing = (who: typeof U | typeof R | typeof SEES_OTHER_ASSIGNED) =>
  cells({ allowed: [...who.parties, ...who.staff], hidden: who.hidden });
/** Only the staff who administer the fixture may do it; its players see it but are refused. */
const administering = (who: typeof U | typeof R) =>
  cells({ allowed: who.staff, forbidden: who.parties, hidden: who.hidden });

const byTicket = (context: Parameters<MatrixRow['request']>[0]) => ({
  body: { ticketId: ticketOf(context) },
});

export const TICKET_ROWS: MatrixRow[] = [
  {
    call: 'createTicket',
    fixture: 'a support ticket of their own',
    mutates: true,
    request: () => ({
      body: {
        type: 0,
        group: 'support',
        category: 'bug',
        title: 'Matrix new',
        inputFields: { Descripción: 'No puedo entrar desde ayer' },
      },
    }),
    expect: cells({ allowed: EVERY_ACCOUNT }),
  },
  {
    call: 'createTicket',
    fixture: 'a report of their own',
    mutates: true,
    request: () => ({
      body: {
        type: 1,
        group: 'reports',
        category: 'cheating',
        title: 'Matrix new report',
        reportAccused: 'mx_accused',
        reportPartners: ['mx_partner'],
        inFraganti: true,
        attachments: ['https://example.com/clip.png'],
        description: 'Matrix report description',
      },
    }),
    expect: cells({ allowed: EVERY_ACCOUNT }),
  },
  ...(['listTickets', 'listReports'] as const).map(
    (call): MatrixRow => ({
      call,
      fixture: 'the first page, newest first',
      mutates: false,
      request: () => ({ body: { searchFilter: '', statusFilter: 'opened', sort: 'newest' } }),
      expect: cells({ allowed: EVERY_ACCOUNT }),
    }),
  ),
  ...(
    [
      ['an unassigned report', UNASSIGNED, U],
      ['a role-assigned report', ROLE_ASSIGNED, R],
      ['a report assigned to other staff', OTHER_ASSIGNED, SEES_OTHER_ASSIGNED],
    ] as const
  ).flatMap(([fixture, scenario, who]): MatrixRow[] => [
    {
      call: 'getTicket',
      fixture,
      scenario,
      mutates: false,
      request: (context) => ({ params: { id: ticketOf(context) } }),
      expect: seeing(who),
    },
    {
      call: 'listComments',
      fixture,
      scenario,
      mutates: false,
      request: (context) => ({ params: { ticketId: ticketOf(context) }, body: { cursor: null } }),
      expect: seeing(who),
    },
  ]),
  ...(
    [
      ['an unassigned report', UNASSIGNED, U],
      ['a role-assigned report', ROLE_ASSIGNED, R],
    ] as const
  ).flatMap(([fixture, scenario, who]): MatrixRow[] => [
    {
      call: 'staffComments',
      fixture,
      scenario,
      mutates: false,
      request: (context) => ({ params: { ticketId: ticketOf(context) } }),
      expect: administering(who),
    },
    {
      call: 'postComment',
      fixture: `${fixture} (public)`,
      scenario,
      mutates: true,
      request: (context) => ({ body: { ticketId: ticketOf(context), comment: 'Matrix reply' } }),
      expect: seeing(who),
    },
    {
      call: 'postComment',
      fixture: `${fixture} (staff-only)`,
      scenario,
      mutates: true,
      request: (context) => ({
        body: { ticketId: ticketOf(context), comment: 'Matrix note', staffOnly: true },
      }),
      expect: administering(who),
    },
    {
      call: 'takeTicket',
      fixture,
      scenario,
      mutates: true,
      request: byTicket,
      expect: administering(who),
    },
    {
      call: 'closeTicket',
      fixture,
      scenario,
      mutates: true,
      request: (context) => ({ body: { ticketId: ticketOf(context), resolveType: 'valid' } }),
      expect: administering(who),
    },
    {
      call: 'reopenTicket',
      fixture: `${fixture}, closed`,
      scenario: { ...scenario, closed: true },
      mutates: true,
      request: byTicket,
      expect: administering(who),
    },
    {
      call: 'assignUser',
      fixture,
      scenario,
      mutates: true,
      request: (context) => ({
        body: { ticketId: ticketOf(context), userId: context.ids.assignable },
      }),
      expect: administering(who),
    },
    {
      call: 'ticketPossibleAssignees',
      fixture,
      scenario,
      mutates: false,
      request: (context) => ({ params: { ticketId: ticketOf(context) } }),
      expect: administering(who),
    },
    {
      call: 'ticketRolePossibleAssignees',
      fixture,
      scenario,
      mutates: false,
      request: (context) => ({ params: { ticketId: ticketOf(context) } }),
      expect: administering(who),
    },
  ]),
  {
    call: 'assignRole',
    fixture: 'an unassigned report',
    scenario: UNASSIGNED,
    mutates: true,
    request: (context) => ({ body: { ticketId: ticketOf(context), key: MATRIX_ROLE } }),
    expect: administering(U),
  },
  {
    call: 'unassignRole',
    fixture: 'a role-assigned report',
    scenario: ROLE_ASSIGNED,
    mutates: true,
    request: (context) => ({ body: { ticketId: ticketOf(context), key: MATRIX_ROLE } }),
    expect: administering(R),
  },
  {
    call: 'unassignUser',
    fixture: 'a report assigned to the group admin',
    scenario: { kind: 'report', assignees: ['groupAdmin'] },
    mutates: true,
    request: (context) => ({
      body: { ticketId: ticketOf(context), userId: context.ids.groupAdmin },
    }),
    expect: administering(A),
  },
  {
    call: 'editComment',
    fixture: 'the group admin’s own comment on a report assigned to them',
    scenario: { kind: 'report', assignees: ['groupAdmin'], comments: [{ author: 'groupAdmin' }] },
    mutates: true,
    request: (context) => ({
      body: { commentId: commentOf(context), message: 'Matrix edited text' },
    }),
    // Only the author may edit, and only as an admin: even a super-admin may not edit it.
    expect: cells({
      allowed: ['groupAdmin'],
      forbidden: [...A.parties, 'superAdmin'],
      hidden: A.hidden,
    }),
  },
  {
    call: 'editComment',
    fixture: 'the creator’s comment on an unassigned report',
    scenario: UNASSIGNED,
    mutates: true,
    request: (context) => ({
      body: { commentId: commentOf(context), message: 'Matrix edited text' },
    }),
    // The author is not an admin, and nobody else is the author.
    expect: cells({ forbidden: [...U.parties, ...U.staff], hidden: U.hidden }),
  },
  {
    call: 'deleteComment',
    fixture: 'the creator’s comment on an unassigned report',
    scenario: UNASSIGNED,
    mutates: true,
    request: (context) => ({ body: { commentId: commentOf(context) } }),
    expect: administering(U),
  },
  {
    call: 'deleteComment',
    fixture: 'a super-admin’s comment on a report assigned to the group admin',
    scenario: { kind: 'report', assignees: ['groupAdmin'], comments: [{ author: 'superAdmin' }] },
    mutates: true,
    request: (context) => ({ body: { commentId: commentOf(context) } }),
    // The group admin's power (10) is below the author's (100).
    expect: cells({
      allowed: ['superAdmin'],
      forbidden: [...A.parties, 'groupAdmin'],
      hidden: A.hidden,
    }),
  },
  {
    call: 'requestIntervention',
    fixture: 'a role-assigned report with two player comments since staff spoke',
    scenario: {
      kind: 'report',
      roleAssignees: [MATRIX_ROLE],
      comments: [{ author: 'roleStaff' }, { author: 'creator' }, { author: 'accused' }],
    },
    mutates: true,
    request: byTicket,
    // Creator or accused only; partners and staff see the report but may not ask.
    expect: cells({
      allowed: ['creator', 'accused'],
      forbidden: ['partner', 'roleStaff', 'superAdmin'],
      hidden: R.hidden,
    }),
  },
  {
    call: 'review',
    fixture: 'a closed report with two comments',
    scenario: {
      kind: 'report',
      closed: true,
      comments: [{ author: 'creator' }, { author: 'groupAdmin' }],
    },
    mutates: true,
    request: (context) => ({
      body: { ticketId: ticketOf(context), points: 4, comment: 'Matrix review' },
    }),
    expect: cells({
      allowed: ['creator'],
      forbidden: ['accused', 'partner', ...U.staff],
      hidden: U.hidden,
    }),
  },
];
