import type { Ticket, TicketComment } from '@portal/shared/contract';
import { useDemoPortal } from '../testing/demo-portal';
import { recordEvents, settle } from '../testing/socket-helpers';
import {
  accountIdOf,
  createReport,
  get,
  post,
  postComment,
  threadOf,
} from '../testing/state-helpers';
import type { TestDatabase } from '../testing/test-database';
import type { TestPortal } from '../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff2', 'supervisor1'], (demo) => {
  ({ database, portal, token } = demo);
});

/**
 * A report in the `reports` group, which staff2 administers by role: supervisor1 takes it and
 * leaves a staff-only note. `named` says how the report names staff2.
 */
async function reportNaming(named: 'accused' | 'partner') {
  const reportId = await createReport(
    portal,
    token('player1'),
    named === 'accused'
      ? { reportAccused: 'staff2', reportPartners: ['player2'] }
      : { reportAccused: 'player3', reportPartners: ['staff2'] },
  );
  expect(
    (await post(portal, token('supervisor1'), '/takeTicket', { ticketId: reportId })).status,
  ).toBe(200);
  const note = await postComment(portal, token('supervisor1'), reportId, 'Revisar logs', true);
  return { reportId, note };
}

describe.each(['accused', 'partner'] as const)('staff named as %s in a report', (named) => {
  test('when they open it, then they act as a player: no staff notes, no handling', async () => {
    const { reportId, note } = await reportNaming(named);
    const supervisorId = await accountIdOf(database.db, 'supervisor1');
    const as = (path: string, body: object) => post(portal, token('staff2'), path, body);

    const ticket = (await get(portal, token('staff2'), `/getTicket/${reportId}`)).body as Ticket;
    expect(ticket._id).toBe(reportId);
    expect(JSON.stringify(ticket)).not.toMatch(/Javier|Lucía/);
    const thread: TicketComment[] = await threadOf(portal, token('staff2'), reportId);
    expect(thread.some((comment) => comment.staffOnly)).toBe(false);
    expect((await get(portal, token('staff2'), `/staffComments/${reportId}`)).status).toBe(403);
    expect((await as('/deleteComment', { commentId: note._id })).status).toBe(404);
    expect((await as('/unassignUser', { ticketId: reportId, userId: supervisorId })).status).toBe(
      403,
    );
    expect((await as('/takeTicket', { ticketId: reportId })).status).toBe(403);
    expect((await as('/closeTicket', { ticketId: reportId, resolveType: 'invalid' })).status).toBe(
      403,
    );
    expect(
      (await as('/comment', { ticketId: reportId, comment: 'x', staffOnly: true })).status,
    ).toBe(403);
    const after = (await get(portal, token('supervisor1'), `/getTicket/${reportId}`))
      .body as Ticket;
    expect(after.status).toBe(0);
    expect(after.assignees.map((account) => account.name)).toEqual(['Javier Romero']);
  });

  test('when they answer, then the reporter sees a player, not support', async () => {
    const { reportId } = await reportNaming(named);
    await postComment(portal, token('staff2'), reportId, 'Yo no fui');
    const answer = (await threadOf(portal, token('player1'), reportId)).find(
      (comment) => comment.message === 'Yo no fui',
    );
    expect(answer?.createdBy.isStaff).toBe(false);
  });

  test('when an admin assigns them to it, then it is refused and they are not offered', async () => {
    const { reportId } = await reportNaming(named);
    const staffId = await accountIdOf(database.db, 'staff2');
    const offered = await get(portal, token('supervisor1'), `/ticketPossibleAssigness/${reportId}`);
    expect(offered.status).toBe(200);
    expect((offered.body as { _id: number }[]).map((account) => account._id)).not.toContain(
      staffId,
    );
    const assign = await post(portal, token('supervisor1'), '/assignUser', {
      ticketId: reportId,
      userId: staffId,
    });
    expect(assign.status).toBe(422);
    expect(assign.body).toMatchObject({ code: 'assignment.reportParty' });
  });

  test('when a staff note is posted, then their socket never receives it', async () => {
    const { reportId } = await reportNaming(named);
    const events = recordEvents(await portal.connect(token('staff2')));
    await postComment(portal, token('supervisor1'), reportId, 'Otra nota privada', true);
    await postComment(portal, token('supervisor1'), reportId, 'Mensaje público');
    await settle();
    expect(events.comments.map((event) => event.comment.message)).toEqual(['Mensaje público']);
  });

  test('when they search the words of its staff notes, then the report does not come up', async () => {
    const { reportId } = await reportNaming(named);
    await postComment(portal, token('supervisor1'), reportId, `pruebaoculta${named}`, true);
    const found = async (name: string) => {
      const response = await post(portal, token(name), '/reports', {
        searchFilter: `pruebaoculta${named}`,
        statusFilter: 'opened',
      });
      expect(response.status).toBe(200);
      return (response.body as { data: { _id: number }[] }).data.map((ticket) => ticket._id);
    };
    expect(await found('supervisor1')).toContain(reportId);
    expect(await found('staff2')).not.toContain(reportId);
  });
});
