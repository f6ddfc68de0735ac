import type { PublicAccount, Ticket } from '@portal/shared/contract';
import { createSupportTicket } from '../testing/api-helpers';
import { useDemoPortal } from '../testing/demo-portal';
import { nextComment } from '../testing/socket-helpers';
import { accountIdOf, createReport, get, postComment, threadOf } from '../testing/state-helpers';
import type { TestDatabase } from '../testing/test-database';
import type { TestPortal } from '../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'staff2', 'supervisor1'], (demo) => {
  ({ database, portal, token } = demo);
});

async function ticketAs(name: string, ticketId: number): Promise<Ticket> {
  const response = await get(portal, token(name), `/getTicket/${ticketId}`);
  expect(response.status).toBe(200);
  return response.body as Ticket;
}

describe('players never learn which account is staff (SPEC §6)', () => {
  test('when a player names staff in a report, then the names come back as typed, not as staff, and match no support author', async () => {
    const first = await createSupportTicket(portal, token('player1'), { title: 'Primero' });
    const second = await createSupportTicket(portal, token('player1'), { title: 'Segundo' });
    await postComment(portal, token('staff1'), first, 'Hola, te ayudo');
    await postComment(portal, token('staff1'), second, 'Hola otra vez');
    const [supportOnFirst] = (await threadOf(portal, token('player1'), first)).filter(
      (comment) => comment.action === '',
    );
    const [supportOnSecond] = (await threadOf(portal, token('player1'), second)).filter(
      (comment) => comment.action === '',
    );
    expect(supportOnFirst?.createdBy).toEqual({ visualId: expect.any(String), isStaff: true });
    // The same staff member is another pseudonym on each ticket.
    expect(supportOnFirst?.createdBy.visualId).not.toBe(supportOnSecond?.createdBy.visualId);

    const reportId = await createReport(portal, token('player1'), {
      reportAccused: 'Staff1',
      reportPartners: ['staff2'],
    });
    const report = await ticketAs('player1', reportId);
    const named: PublicAccount[] = [report.reportAccused, ...(report.reportPartners ?? [])].flatMap(
      (person) => (person ? [person] : []),
    );
    expect(named.map((person) => [person.name, person.isStaff])).toEqual([
      ['Staff1', false],
      ['staff2', false],
    ]);
    const supportIds = [supportOnFirst?.createdBy.visualId, supportOnSecond?.createdBy.visualId];
    for (const person of named) expect(supportIds).not.toContain(person.visualId);
    expect(JSON.stringify(report)).not.toMatch(/Carlos|Elena|"_id":\d+,"power"/);
  });

  test('when staff answer a player live, then the socket shows the same support pseudonym as the thread', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'En directo' });
    const socket = await portal.connect(token('player1'));
    const arriving = nextComment(socket);
    await postComment(portal, token('staff1'), ticketId, 'Respuesta en directo');
    const live = await arriving;
    const [answer] = (await threadOf(portal, token('player1'), ticketId)).filter(
      (comment) => comment.action === '',
    );
    expect(live.comment.createdBy).toEqual(answer?.createdBy);
    expect(live.comment.createdBy.isStaff).toBe(true);
  });

  test('when a player reads the power of another account, then it is refused before any lookup', async () => {
    const staffId = await accountIdOf(database.db, 'staff1');
    const playerId = await accountIdOf(database.db, 'player1');
    const theirs = await get(portal, token('player1'), `/user/power/${staffId}`);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ code: 'power.notOwn' });
    expect((await get(portal, token('player1'), '/user/power/2147483000')).status).toBe(403);
    expect((await get(portal, token('player1'), `/user/power/${playerId}`)).body).toEqual({
      power: 0,
    });
    expect((await get(portal, token('staff2'), `/user/power/${staffId}`)).body).toEqual({
      power: 2,
    });
  });
});
