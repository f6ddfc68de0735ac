import { TICKET_STATUS, type Ticket } from '@portal/shared/contract';
import { sql } from 'kysely';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { listAs } from '../../testing/list-helpers';
import { createReport, get, post, postComment, threadOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;

useDemoPortal(['admin1', 'player1'], (demo) => {
  ({ portal, database, token } = demo);
});

const ERASED = 'Texto borrado por antigüedad';

async function setRetention(months: string) {
  const response = await post(portal, token('admin1'), '/config', {
    key: 'tickets.retentionMonths',
    value: months,
  });
  expect(response.status).toBe(200);
}

/** A report with a comment, closed as valid `monthsAgo` months ago. */
async function closedReport(monthsAgo: number): Promise<number> {
  const id = await createReport(portal, token('player1'), { title: `Denuncia vieja ${monthsAgo}` });
  await postComment(portal, token('player1'), id, `Mensaje de hace ${monthsAgo} meses`);
  await post(portal, token('admin1'), '/closeTicket', { ticketId: id, resolveType: 'valid' });
  await database.db
    .updateTable('tickets')
    .set({ closed_at: sql<Date>`now() - make_interval(months => ${monthsAgo})` })
    .where('id', '=', id)
    .execute();
  return id;
}

async function ticketAsAdmin(id: number): Promise<Ticket> {
  return (await get(portal, token('admin1'), `/getTicket/${id}`)).body as Ticket;
}

test('a value that is not whole months is refused, in the catalogue’s words', async () => {
  const response = await post(portal, token('admin1'), '/config', {
    key: 'tickets.retentionMonths',
    value: '1.5',
  });
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('config.invalidMonths');
});

test('closed tickets older than the setting lose their text and keep their figures; the rest stay, and nothing happens while it is off', async () => {
  const old = await closedReport(13);
  const recent = await closedReport(2);
  const open = await createSupportTicket(portal, token('player1'), { title: 'Sigue abierto' });
  await database.db
    .updateTable('tickets')
    .set({ created_at: sql<Date>`now() - interval '3 years'` })
    .where('id', '=', open)
    .execute();
  const before = await ticketAsAdmin(old);

  // Off (the default): nothing is erased.
  expect(await portal.server.retention.runOnce()).toBe(0);
  expect((await ticketAsAdmin(old)).title).toBe('Denuncia vieja 13');

  await setRetention('12');
  expect(await portal.server.retention.runOnce()).toBe(1);
  const erased = await ticketAsAdmin(old);
  expect(erased).toMatchObject({
    title: ERASED,
    status: TICKET_STATUS.closed,
    resolution: 'valid',
    commentsCount: before.commentsCount,
  });
  const thread = await threadOf(portal, token('admin1'), old);
  expect(thread.filter((comment) => comment.action === '').map((c) => c.message)).toEqual([ERASED]);
  // Actions are the record of who did what: the close keeps its resolution.
  expect(thread.find((comment) => comment.action === 'close')?.message).toBe('valid');
  expect((await ticketAsAdmin(recent)).title).toBe('Denuncia vieja 2');
  expect((await ticketAsAdmin(open)).title).toBe('Sigue abierto');

  const search = await listAs(portal, token('admin1'), '/api/reports', {
    statusFilter: 'closed',
    searchFilter: 'hace 13 meses',
  });
  expect(search.body.data).toEqual([]);

  const trail = await database.db
    .selectFrom('audit_log')
    .select(['via', 'actor_id', 'target_id'])
    .where('action', '=', 'ticket.erased')
    .execute();
  expect(trail).toEqual([{ via: 'portal', actor_id: null, target_id: String(old) }]);

  // A second round finds nothing left to erase.
  expect(await portal.server.retention.runOnce()).toBe(0);
});

test('two instances running a round at once erase each ticket once', async () => {
  await setRetention('1');
  const ids = [await closedReport(3), await closedReport(4), await closedReport(5)];
  const erasedTargets = async () =>
    (
      await database.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'ticket.erased')
        .execute()
    ).map((row) => Number(row.target_id));
  const before = await erasedTargets();
  const other = await startTestPortal(database.db);
  let here = 0;
  let there = 0;
  try {
    [here, there] = await Promise.all([
      portal.server.retention.runOnce(),
      other.server.retention.runOnce(),
    ]);
  } finally {
    await other.close();
  }
  const added = (await erasedTargets()).slice(before.length);
  expect(added).toEqual(expect.arrayContaining(ids));
  expect(new Set(added).size).toBe(added.length);
  expect(here + there).toBe(added.length);
});
