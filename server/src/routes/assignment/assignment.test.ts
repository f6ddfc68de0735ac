import { THEN_COMMIT } from '../../db/last-statement';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, get, post, threadOf } from '../../testing/state-helpers';
import { watchingEveryStatement } from '../../testing/statement-counter';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'staff1', 'staff2', 'supervisor1'], (demo) => {
  ({ database, portal, token } = demo);
});

const newTicket = (title: string) => createSupportTicket(portal, token('player1'), { title });

describe('POST /api/takeTicket', () => {
  test('when a group admin takes an unassigned ticket, then they are its assignee and it is logged', async () => {
    const ticketId = await newTicket('Tomar');
    const response = await post(portal, token('staff1'), '/takeTicket', { ticketId });
    expect(response.status).toBe(200);
    expect(response.body.assignees).toEqual([expect.objectContaining({ name: 'Carlos Pérez' })]);
    const thread = await threadOf(portal, token('player1'), ticketId);
    expect(thread.map((entry) => entry.action)).toEqual(['take']);
    expect(thread[0]?.createdBy).toEqual({ visualId: expect.any(String), isStaff: true });
    const again = await post(portal, token('staff1'), '/takeTicket', { ticketId });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('assignment.alreadyAssigned');
  });

  test('when a ticket is taken, then the read of the ticket it leaves, which writes its events, is its last statement and commits with it', async () => {
    const ticketId = await newTicket('Tomar y confirmar');
    const watched = watchingEveryStatement();
    try {
      expect((await post(portal, token('staff1'), '/takeTicket', { ticketId })).status).toBe(200);
    } finally {
      watched.stop();
    }
    const committing = watched.sent.filter((statement) => statement.startsWith(THEN_COMMIT));
    expect(committing).toHaveLength(1);
    expect(committing[0]).toContain('insert into "live_outbox"');
    const thread = await threadOf(portal, token('player1'), ticketId);
    expect(thread.map((entry) => entry.action)).toEqual(['take']);
  });

  test('when a player or staff of another group takes, then it is a 404 (they cannot see it)', async () => {
    const ticketId = await newTicket('No tomar');
    expect((await post(portal, token('player2'), '/takeTicket', { ticketId })).status).toBe(404);
    expect((await post(portal, token('staff2'), '/takeTicket', { ticketId })).status).toBe(404);
  });

  test('when the creator (a player) takes their own ticket, then it is a 403', async () => {
    const ticketId = await newTicket('Propio');
    const response = await post(portal, token('player1'), '/takeTicket', { ticketId });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('assignment.notAdmin');
  });
});

describe('POST /api/assignUser and /api/unassignUser', () => {
  test('when an admin assigns eligible staff, then the event names them for admins and by pseudonym for players', async () => {
    const ticketId = await newTicket('Asignar');
    const supervisorId = await accountIdOf(database.db, 'supervisor1');
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    const assigned = await post(portal, token('staff1'), '/assignUser', {
      ticketId,
      userId: supervisorId,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignees.map((account: { _id: number }) => account._id)).toContain(
      supervisorId,
    );
    const asAdmin = (await threadOf(portal, token('staff1'), ticketId)).at(-1);
    expect(asAdmin).toMatchObject({
      action: 'assign',
      message: '',
      assignee: { _id: supervisorId, name: 'Javier Romero', isStaff: true },
    });
    const asPlayer = (await threadOf(portal, token('player1'), ticketId)).at(-1);
    expect(asPlayer).toMatchObject({ action: 'assign', message: '' });
    // Staff only as support, as everywhere a player looks (SPEC §6).
    expect(asPlayer?.assignee).toEqual({ visualId: expect.any(String), isStaff: true });
    expect(JSON.stringify(await threadOf(portal, token('player1'), ticketId))).not.toMatch(
      /Javier|Carlos/,
    );
    const removed = await post(portal, token('staff1'), '/unassignUser', {
      ticketId,
      userId: supervisorId,
    });
    expect(removed.status).toBe(200);
    expect((await threadOf(portal, token('staff1'), ticketId)).at(-1)).toMatchObject({
      action: 'unassign',
      assignee: { name: 'Javier Romero' },
    });
  });

  test('when the account is not staff of the group or not assigned, then it is a 422 and nothing changes', async () => {
    const ticketId = await newTicket('Asignar mal');
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    const player = await post(portal, token('staff1'), '/assignUser', {
      ticketId,
      userId: await accountIdOf(database.db, 'player2'),
    });
    expect(player.status).toBe(422);
    expect(player.body.code).toBe('assignment.notEligible');
    const offGroup = await post(portal, token('staff1'), '/assignUser', {
      ticketId,
      userId: await accountIdOf(database.db, 'staff2'),
    });
    expect(offGroup.status).toBe(422);
    const notThere = await post(portal, token('staff1'), '/unassignUser', {
      ticketId,
      userId: await accountIdOf(database.db, 'supervisor1'),
    });
    expect(notThere.status).toBe(422);
    expect(notThere.body.code).toBe('assignment.notAssigned');
    expect((await threadOf(portal, token('staff1'), ticketId)).map((c) => c.action)).toEqual([
      'take',
    ]);
  });

  test('when the last assignee is removed, then the ticket is unassigned again', async () => {
    const ticketId = await newTicket('Desasignar');
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await post(portal, token('staff1'), '/unassignUser', {
      ticketId,
      userId: await accountIdOf(database.db, 'staff1'),
    });
    const row = await database.db
      .selectFrom('tickets')
      .select('is_assigned')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(row.is_assigned).toBe(false);
  });
});

describe('POST /api/assignRole and /api/unassignRole', () => {
  test('when a role is assigned and removed, then its holders gain and lose the ticket and the key is logged', async () => {
    const ticketId = await newTicket('Rol');
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    expect((await get(portal, token('staff2'), `/getTicket/${ticketId}`)).status).toBe(404);
    const assigned = await post(portal, token('staff1'), '/assignRole', {
      ticketId,
      key: 'events',
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.roleAssignees).toEqual(['events']);
    expect((await get(portal, token('staff2'), `/getTicket/${ticketId}`)).status).toBe(200);
    expect((await threadOf(portal, token('player1'), ticketId)).at(-1)).toMatchObject({
      action: 'assignRole',
      message: 'events',
    });
    const duplicate = await post(portal, token('staff1'), '/assignRole', {
      ticketId,
      key: 'events',
    });
    expect(duplicate.status).toBe(422);
    const unknown = await post(portal, token('staff1'), '/assignRole', { ticketId, key: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('role.notFound');
    const removed = await post(portal, token('staff1'), '/unassignRole', {
      ticketId,
      key: 'events',
    });
    expect(removed.body.roleAssignees).toEqual([]);
    expect((await get(portal, token('staff2'), `/getTicket/${ticketId}`)).status).toBe(404);
  });
});

describe('GET /api/ticketPossibleAssigness and /api/ticketRolePossibleAssigness', () => {
  test('when an admin asks, then staff of the group not yet assigned and unassigned roles come back', async () => {
    const ticketId = await newTicket('Posibles');
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    const people = await get(portal, token('staff1'), `/ticketPossibleAssigness/${ticketId}`);
    expect(people.status).toBe(200);
    const names = people.body.map((account: { name: string }) => account.name);
    expect(names).toEqual(expect.arrayContaining(['Javier Romero', 'Admin Principal']));
    expect(names).not.toContain('Carlos Pérez');
    expect(names).not.toContain('Elena Navarro');
    expect(names).not.toContain('Lucía Gómez');
    await post(portal, token('staff1'), '/assignRole', { ticketId, key: 'support' });
    const roles = await get(portal, token('staff1'), `/ticketRolePossibleAssigness/${ticketId}`);
    expect(roles.body.map((role: { key: string }) => role.key)).toEqual(['events', 'reports']);
  });

  test('when the creator asks, then it is a 403', async () => {
    const ticketId = await newTicket('Posibles jugador');
    const response = await get(portal, token('player1'), `/ticketPossibleAssigness/${ticketId}`);
    expect(response.status).toBe(403);
  });
});
