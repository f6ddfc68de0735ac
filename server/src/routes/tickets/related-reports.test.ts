import { ERROR_CODES, TICKET_STATUS, type Ticket } from '@portal/shared/contract';
import { useDemoPortal } from '../../testing/demo-portal';
import { listAs } from '../../testing/list-helpers';
import { accountIdOf, createReport, get, post, threadOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;

useDemoPortal(['admin1', 'staff1', 'staff2', 'player1', 'player2'], (demo) => {
  ({ portal, database, token } = demo);
});

const ids = (tickets: Ticket[]) => tickets.map((ticket) => ticket._id);

test('a report shows the other open reports against the same account, whatever the spelling, to staff who may see them, and closes them together', async () => {
  const first = await createReport(portal, token('player1'), { title: 'Aimbot 1' });
  // Another reporter types the accused otherwise: the same linked account groups them.
  const second = await createReport(portal, token('player2'), {
    title: 'Aimbot 2',
    reportAccused: ' PLAYER3 ',
    reportPartners: ['player1'],
  });
  const third = await createReport(portal, token('player1'), { title: 'Aimbot 3' });
  const otherAccused = await createReport(portal, token('player1'), {
    title: 'Otro acusado',
    reportAccused: 'player2',
    reportPartners: ['player3'],
  });
  const accused = await database.db
    .selectFrom('tickets')
    .select(['id', 'report_accused_id'])
    .where('id', 'in', [first, second, third, otherAccused])
    .orderBy('id')
    .execute();
  expect(new Set(accused.slice(0, 3).map((row) => row.report_accused_id)).size).toBe(1);

  const related = await get(portal, token('admin1'), `/reports/related/${first}`);
  expect(related.status).toBe(200);
  // Newest first; the demo's own open reports against player3 are among them.
  const relatedIds = ids(related.body);
  expect(relatedIds.slice(0, 2)).toEqual([third, second]);
  expect(relatedIds).not.toContain(first);
  expect(relatedIds).not.toContain(otherAccused);
  const sameAccused = await database.db
    .selectFrom('tickets')
    .select('id')
    .where('report_accused_id', '=', accused[0]?.report_accused_id ?? 0)
    .where('status', '=', TICKET_STATUS.opened)
    .where('id', '<>', first)
    .execute();
  expect([...relatedIds].sort()).toEqual(sameAccused.map((row) => row.id).sort());

  // Players never learn of other people's reports; staff who cannot see the report learn nothing.
  const asPlayer = await get(portal, token('player1'), `/reports/related/${first}`);
  expect([asPlayer.status, asPlayer.body.code]).toEqual([403, ERROR_CODES.staffOnly]);
  expect((await get(portal, token('staff1'), `/reports/related/${first}`)).status).toBe(404);

  const closed = await post(portal, token('admin1'), `/reports/related/${first}/close`, {
    resolveType: 'valid',
  });
  expect(closed.status).toBe(200);
  expect(closed.body).toEqual({ done: [first, ...relatedIds], refused: [] });
  for (const id of [first, ...relatedIds]) {
    const ticket = (await get(portal, token('admin1'), `/getTicket/${id}`)).body as Ticket;
    expect([id, ticket.status, ticket.resolution]).toEqual([id, TICKET_STATUS.closed, 'valid']);
    const closeLines = (await threadOf(portal, token('admin1'), id)).filter(
      (comment) => comment.action === 'close',
    );
    expect(closeLines).toHaveLength(1);
  }
  const untouched = (await get(portal, token('admin1'), `/getTicket/${otherAccused}`)).body;
  expect(untouched.status).toBe(TICKET_STATUS.opened);
  // Closed ones are no longer related to anything.
  expect((await get(portal, token('admin1'), `/reports/related/${otherAccused}`)).body).toEqual([]);

  // Closing again refuses the closed report, by its code, and changes nothing.
  const again = await post(portal, token('admin1'), `/reports/related/${first}/close`, {
    resolveType: 'invalid',
  });
  expect(again.body).toEqual({
    done: [],
    refused: [{ ticketId: first, code: ERROR_CODES.ticketAlreadyClosed }],
  });
});

test('each report row tells staff how many other open reports against its accused they may see', async () => {
  const first = await createReport(portal, token('player1'), { title: 'Contado 1' });
  const second = await createReport(portal, token('player2'), {
    title: 'Contado 2',
    reportAccused: 'Player3',
    reportPartners: ['player1'],
  });
  const player3 = await accountIdOf(database.db, 'player3');
  const openAgainst = async () =>
    (
      await database.db
        .selectFrom('tickets')
        .select('id')
        .where('report_accused_id', '=', player3)
        .where('status', '=', TICKET_STATUS.opened)
        .execute()
    ).length;
  const all = await openAgainst();
  expect(all).toBeGreaterThanOrEqual(2);

  const rowsOf = async (name: string) => {
    const page = await listAs(portal, token(name), '/api/reports', { statusFilter: 'opened' });
    expect(page.status).toBe(200);
    return new Map((page.body.data as Ticket[]).map((ticket) => [ticket._id, ticket]));
  };
  const counted = async (name: string, id: number) =>
    ((await get(portal, token(name), `/getTicket/${id}`)).body as Ticket).relatedReports;

  const asAdmin = await rowsOf('admin1');
  expect(asAdmin.get(first)?.relatedReports).toBe(all - 1);
  expect(asAdmin.get(second)?.relatedReports).toBe(all - 1);
  expect(await counted('admin1', first)).toBe(all - 1);

  // Taken by admin1, the second leaves what staff2 (a reports admin while unassigned) may see.
  expect((await post(portal, token('admin1'), '/takeTicket', { ticketId: second })).status).toBe(
    200,
  );
  expect((await rowsOf('staff2')).get(first)?.relatedReports).toBe(all - 2);
  // The modal lists exactly what the row counts.
  const listed = (await get(portal, token('staff2'), `/reports/related/${first}`)).body as Ticket[];
  expect(listed).toHaveLength(all - 2);
  expect(ids(listed)).not.toContain(second);
  expect((await rowsOf('admin1')).get(first)?.relatedReports).toBe(all - 1);

  // A closed report counts every open one against its accused.
  await post(portal, token('admin1'), '/closeTicket', { ticketId: second, resolveType: 'valid' });
  expect(await counted('admin1', second)).toBe(all - 1);
  expect(await counted('admin1', first)).toBe(all - 2);

  // Players never see the count, nor does staff accused in a report (a player there).
  expect(await counted('player1', first)).toBeUndefined();
  const againstStaff = await createReport(portal, token('player1'), {
    title: 'Contra staff2',
    reportAccused: 'staff2',
  });
  expect(await counted('admin1', againstStaff)).toBe(0);
  expect(await counted('staff2', againstStaff)).toBeUndefined();
  // …nor may they list or close the other reports against themselves.
  const asAccused = await get(portal, token('staff2'), `/reports/related/${againstStaff}`);
  expect([asAccused.status, asAccused.body.code]).toEqual([403, ERROR_CODES.staffOnly]);
});
