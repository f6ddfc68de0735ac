import { ERROR_CODES, LIMITS, TICKET_STATUS, type Ticket } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { recordEvents, settle } from '../../testing/socket-helpers';
import { accountIdOf, createReport, get, post, threadOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;

useDemoPortal(['admin1', 'staff1', 'staff2', 'supervisor1', 'player1'], (demo) => {
  ({ portal, database, token } = demo);
});

const bulk = (name: string, body: object) => post(portal, token(name), '/tickets/bulk', body);
const ticketAs = async (name: string, id: number) =>
  (await get(portal, token(name), `/getTicket/${id}`)).body as Ticket;
const actionsOn = async (id: number) =>
  (await threadOf(portal, token('admin1'), id)).map((comment) => comment.action);

test('taking many reports takes each the viewer may take, writes each one its line and live events, and says why the others were refused', async () => {
  const [free, taken, closed] = [
    await createReport(portal, token('player1'), { title: 'Lote 1' }),
    await createReport(portal, token('player1'), { title: 'Lote 2' }),
    await createReport(portal, token('player1'), { title: 'Lote 3' }),
  ];
  await post(portal, token('admin1'), '/takeTicket', { ticketId: taken });
  await post(portal, token('supervisor1'), '/closeTicket', {
    ticketId: closed,
    resolveType: 'invalid',
  });
  const events = recordEvents(await portal.connect(token('player1')));

  const response = await bulk('staff2', { action: 'take', ticketIds: [free, taken, closed] });

  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    done: [free],
    // Taken by someone else, the report left what staff2 may see: it answers as a missing one.
    refused: [
      { ticketId: taken, code: ERROR_CODES.ticketNotFound },
      { ticketId: closed, code: ERROR_CODES.ticketClosed },
    ],
  });
  expect(await actionsOn(free)).toEqual(['take']);
  expect(await actionsOn(taken)).toEqual(['take']);
  await settle();
  expect(events.changes.map(({ payload }) => payload.ticketId)).toEqual([free]);
  expect(events.comments.map((event) => event.ticketId)).toEqual([free]);
});

test('assigning a member or a role hands on each ticket as the single call would, and refuses where the rules say no', async () => {
  const first = await createReport(portal, token('player1'), { title: 'Asignar 1' });
  const againstStaff2 = await createReport(portal, token('player1'), {
    title: 'Asignar 2',
    reportAccused: 'staff2',
  });
  const staff2 = await accountIdOf(database.db, 'staff2');

  const members = await bulk('admin1', {
    action: 'assignUser',
    ticketIds: [first, againstStaff2],
    userId: staff2,
  });
  expect(members.body).toEqual({
    done: [first],
    refused: [{ ticketId: againstStaff2, code: ERROR_CODES.reportParty }],
  });
  expect((await ticketAs('admin1', first)).assignees.map((account) => account.name)).toEqual([
    'Elena Navarro',
  ]);

  const roles = await bulk('admin1', {
    action: 'assignRole',
    ticketIds: [first, againstStaff2],
    key: 'reports',
  });
  expect(roles.body).toEqual({ done: [first, againstStaff2], refused: [] });
  expect(await actionsOn(againstStaff2)).toEqual(['assignRole']);
  const unknownRole = await bulk('admin1', {
    action: 'assignRole',
    ticketIds: [first],
    key: 'nadie',
  });
  expect(unknownRole.body.refused).toEqual([{ ticketId: first, code: ERROR_CODES.roleNotFound }]);
});

test('closing many asks the resolution once: each report closes with it (audited), a support ticket without one', async () => {
  const [reportA, reportB] = [
    await createReport(portal, token('player1'), { title: 'Cerrar 1' }),
    await createReport(portal, token('player1'), { title: 'Cerrar 2' }),
  ];
  const support = await createSupportTicket(portal, token('player1'), { title: 'Spam 1' });

  const response = await bulk('admin1', {
    action: 'close',
    ticketIds: [reportA, reportB, support],
    resolveType: 'valid',
  });

  expect(response.body).toEqual({ done: [reportA, reportB, support], refused: [] });
  for (const id of [reportA, reportB]) {
    const ticket = await ticketAs('admin1', id);
    expect([ticket.status, ticket.resolution]).toEqual([TICKET_STATUS.closed, 'valid']);
    expect(await actionsOn(id)).toEqual(['close']);
  }
  expect((await ticketAs('admin1', support)).status).toBe(TICKET_STATUS.closed);
  const audited = await database.db
    .selectFrom('audit_log')
    .select('target_id')
    .where('action', '=', 'report.resolved')
    .where('target_id', 'in', [String(reportA), String(reportB), String(support)])
    .execute();
  expect(audited.map((row) => Number(row.target_id)).sort()).toEqual([reportA, reportB].sort());
});

test('a bulk call is for staff, names each ticket once, at most the limit, and changes nothing when refused', async () => {
  const support = await createSupportTicket(portal, token('player1'), { title: 'Spam 2' });
  const asPlayer = await bulk('player1', { action: 'close', ticketIds: [support] });
  expect([asPlayer.status, asPlayer.body.code]).toEqual([403, ERROR_CODES.staffOnly]);
  const tooMany = Array.from({ length: LIMITS.bulkTicketsMax + 1 }, (_, index) => index + 1);
  for (const body of [
    { action: 'close', ticketIds: tooMany },
    { action: 'close', ticketIds: [support, support] },
    { action: 'close', ticketIds: [] },
    { action: 'delete', ticketIds: [support] },
    { action: 'assignUser', ticketIds: [support] },
  ]) {
    expect((await bulk('admin1', body)).status).toBe(400);
  }
  expect((await ticketAs('admin1', support)).status).toBe(TICKET_STATUS.opened);
  expect(await actionsOn(support)).toEqual([]);
});

test('the hand-on choices are the staff eligible for at least one chosen ticket, and the roles', async () => {
  const report = await createReport(portal, token('player1'), { title: 'Elegibles' });
  const support = await createSupportTicket(portal, token('player1'), { title: 'Elegibles 2' });
  const choices = async (name: string, ticketIds: number[]) => {
    const response = await post(portal, token(name), '/tickets/bulk/assignees', { ticketIds });
    expect(response.status).toBe(200);
    return {
      staff: (response.body.staff as { name: string }[]).map((account) => account.name),
      roles: (response.body.roles as { key: string }[]).map((role) => role.key),
    };
  };
  const both = await choices('admin1', [report, support]);
  expect(both.staff).toEqual(expect.arrayContaining(['Carlos Pérez', 'Elena Navarro']));
  expect(both.roles).toEqual(expect.arrayContaining(['support', 'reports']));
  // Only the report: the support role's Carlos Pérez cannot take it.
  expect((await choices('admin1', [report])).staff).not.toContain('Carlos Pérez');
  // Nothing staff1 may hand on: no choices at all.
  expect(await choices('staff1', [report])).toEqual({ staff: [], roles: [] });
  const asPlayer = await post(portal, token('player1'), '/tickets/bulk/assignees', {
    ticketIds: [support],
  });
  expect(asPlayer.status).toBe(403);
});
