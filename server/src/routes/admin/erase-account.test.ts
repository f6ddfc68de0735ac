import { type AdminAccount, calls, ERROR_CODES, type Ticket } from '@portal/shared/contract';

import { bearer } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { listAs } from '../../testing/list-helpers';
import {
  accountIdOf,
  createReport,
  get,
  post,
  postComment,
  threadOf,
} from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import { DEMO_PASSWORD, type TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;

useDemoPortal(['admin1', 'staff1', 'player1', 'player2'], (demo) => {
  ({ portal, database, token } = demo);
});

const WORDS = 'Palabras únicas de Zacarías';

function erase(id: number, as = 'admin1') {
  return post(portal, token(as), `/admin/users/${id}/erase`, {});
}

test('an erased account cannot sign in, and its name and words are gone from every answer, export and search while the report stays', async () => {
  const player1 = await accountIdOf(database.db, 'player1');
  const { name } = await database.db
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', player1)
    .executeTakeFirstOrThrow();
  const reportId = await createReport(portal, token('player1'), { title: `Reporte ${WORDS}` });
  const theirs = await postComment(portal, token('player1'), reportId, WORDS);
  const staffAnswer = await postComment(portal, token('admin1'), reportId, 'Lo revisamos');
  // A reply of theirs that a moderator removed: the trail quotes it until the erasure.
  const removed = await postComment(portal, token('player1'), reportId, `Borrado ${WORDS}`);
  await post(portal, token('admin1'), '/deleteComment', { commentId: removed._id });
  await post(portal, token('admin1'), '/closeTicket', { ticketId: reportId, resolveType: 'valid' });

  const closedList = { statusFilter: 'closed' };
  const searched = { ...closedList, searchFilter: 'Zacarias' };
  const before = await listAs(portal, token('admin1'), '/api/reports', searched);
  expect(before.body.data.map((listed: Ticket) => listed._id)).toEqual([reportId]);
  expect((await post(portal, token('admin1'), calls.reportsCsv.path, {})).text).toContain(name);

  const found = await get(
    portal,
    token('admin1'),
    `/admin/users?search=${encodeURIComponent(name)}`,
  );
  expect(found.body).toContainEqual(expect.objectContaining({ id: player1, name, erasedAt: null }));

  const response = await erase(player1);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({
    id: player1,
    name: 'Cuenta eliminada',
    power: 0,
    erasedAt: expect.any(Number),
  } satisfies Partial<AdminAccount>);
  expect(response.body.username).toMatch(/^erased-[0-9a-f]{16}$/);

  // Signed out everywhere, and no password opens it again.
  expect((await get(portal, token('player1'), '/me')).status).toBe(401);
  const login = await portal.api
    .post('/api/auth/login')
    .send({ username: 'player1', password: DEMO_PASSWORD });
  expect(login.status).toBe(401);

  // The report stays for its other parties, resolved as it was, its staff answer untouched.
  const report = await get(portal, token('admin1'), `/getTicket/${reportId}`);
  expect(report.status).toBe(200);
  const ticket = report.body as Ticket;
  expect(ticket).toMatchObject({ title: 'Cuenta eliminada', resolution: 'valid' });
  const thread = await threadOf(portal, token('admin1'), reportId);
  expect(thread.find((comment) => comment._id === theirs._id)?.message).toBe('Cuenta eliminada');
  expect(thread.find((comment) => comment._id === staffAnswer._id)?.message).toBe('Lo revisamos');

  // Nothing answers with the name or the words any more: the ticket, its thread, the list, its
  // search, the admin export, the audit trail.
  const answers = [
    JSON.stringify(ticket),
    JSON.stringify(thread),
    JSON.stringify((await listAs(portal, token('admin1'), '/api/reports', closedList)).body),
    (await post(portal, token('admin1'), calls.reportsCsv.path, {})).text,
    JSON.stringify((await get(portal, token('admin1'), '/admin/audit')).body),
  ];
  for (const answer of answers) {
    expect(answer).not.toContain(name);
    expect(answer).not.toContain('Zacarías');
  }
  const search = await listAs(portal, token('admin1'), '/api/reports', searched);
  expect(search.body.data).toEqual([]);

  // The erasure is in the trail, without the name it had.
  const trail = await portal.api
    .get('/api/admin/audit')
    .query({ action: 'account.erased', targetId: String(player1) })
    .set(...bearer(token('admin1')));
  expect(trail.body.entries).toEqual([
    expect.objectContaining({
      actor: expect.objectContaining({ id: await accountIdOf(database.db, 'admin1') }),
      target: { kind: 'account', id: String(player1) },
      changes: [],
    }),
  ]);

  expect((await erase(player1)).body.code).toBe(ERROR_CODES.accountAlreadyErased);
});

test('nobody erases their own account, one of higher power, or one that does not exist; staff cannot at all', async () => {
  const admin1 = await accountIdOf(database.db, 'admin1');
  const player2 = await accountIdOf(database.db, 'player2');
  const own = await erase(admin1);
  expect([own.status, own.body.code]).toEqual([403, ERROR_CODES.accountEraseNotAllowed]);
  expect(own.body.error).toBe(
    'You cannot erase your own account, nor one with more power than yours.',
  );
  const owner = await database.db
    .insertInto('accounts')
    .values({ username: 'owner', name: 'Dueña', power: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect((await erase(owner.id)).body.code).toBe(ERROR_CODES.accountEraseNotAllowed);
  const missing = await erase(999_999);
  expect([missing.status, missing.body.code]).toEqual([404, ERROR_CODES.accountNotFound]);
  expect((await erase(player2, 'staff1')).status).toBe(403);
  const untouched = await database.db
    .selectFrom('accounts')
    .select(['name', 'erased_at'])
    .where('id', 'in', [admin1, owner.id, player2])
    .execute();
  expect(untouched.every((row) => row.erased_at === null)).toBe(true);
});
