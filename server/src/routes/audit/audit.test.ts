import { type AuditEntry, type AuditPage, calls, ERROR_CODES } from '@portal/shared/contract';
import { sql } from 'kysely';
import { redactAuditSubject } from '../../repositories/audit/audit-repository';
import { bearer } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { createIncident } from '../../testing/incident-helpers';
import { accountIdOf, createReport, get, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';
import { createAccessToken } from '../../testing/token-helpers';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;
let adminId: number;

useDemoPortal(['admin1', 'staff1', 'player1', 'player2'], (demo) => {
  ({ portal, database, token } = demo);
});

beforeAll(async () => {
  adminId = await accountIdOf(database.db, 'admin1');
});

async function auditPage(query: Record<string, string | number> = {}): Promise<AuditPage> {
  const response = await portal.api
    .get('/api/admin/audit')
    .query(query)
    .set(...bearer(token('admin1')));
  expect(response.status).toBe(200);
  return response.body as AuditPage;
}

/** The newest entry of an action (the one the step just wrote). */
async function latest(action: AuditEntry['action']): Promise<AuditEntry | undefined> {
  return (await auditPage({ action })).entries[0];
}

async function count(action: AuditEntry['action']): Promise<number> {
  return (await auditPage({ action })).entries.length;
}

test('token changes are recorded with who, from where and what changed', async () => {
  const { info } = await createAccessToken(portal, token('admin1'), { name: 'Bot de Discord' });
  const created = await latest('token.created');
  expect(created).toMatchObject({
    via: 'session',
    actor: { id: adminId, name: expect.any(String) },
    tokenId: null,
    target: { kind: 'token', id: String(info.id) },
  });
  expect(created?.address).toBe('127.0.0.1');
  expect(created?.changes).toContainEqual({ field: 'name', before: null, after: 'Bot de Discord' });

  await post(portal, token('admin1'), '/tokens/deactivate', { tokenId: info.id });
  expect((await latest('token.deactivated'))?.changes).toEqual([
    { field: 'isActive', before: 'true', after: 'false' },
  ]);
  await post(portal, token('admin1'), '/tokens/activate', { tokenId: info.id });
  expect((await latest('token.activated'))?.target.id).toBe(String(info.id));
  await post(portal, token('admin1'), '/tokens/delete', { tokenId: info.id });
  expect((await latest('token.deleted'))?.target.id).toBe(String(info.id));

  // A refused change writes nothing: the entry is part of the change's transaction.
  const before = await count('token.deleted');
  const refused = await post(portal, token('admin1'), '/tokens/delete', { tokenId: 999_999 });
  expect(refused.status).toBe(404);
  expect(await count('token.deleted')).toBe(before);
});

test('config saves and deletions keep the value before and after', async () => {
  const key = 'audit.test.key';
  await post(portal, token('admin1'), '/config', { key, value: 'uno' });
  await post(portal, token('admin1'), '/config', { key, value: 'dos' });
  expect((await latest('config.saved'))?.changes).toEqual([
    { field: 'value', before: 'uno', after: 'dos' },
  ]);
  const deleted = await portal.api.delete(`/api/config/${key}`).set(...bearer(token('admin1')));
  expect(deleted.status).toBe(200);
  expect(await latest('config.deleted')).toMatchObject({
    target: { kind: 'config', id: key },
    changes: [
      { field: 'value', before: 'dos', after: null },
      { field: 'description', before: '', after: null },
    ],
  });
});

test('incident changes are recorded, each with what it changed', async () => {
  const incident = await createIncident(portal, token('admin1'), { title: 'Caída del login' });
  expect((await latest('incident.created'))?.target).toEqual({
    kind: 'incident',
    id: String(incident._id),
  });
  const base = `/api/incidents/${incident._id}`;
  const admin = bearer(token('admin1'));
  await portal.api
    .patch(`${base}/status`)
    .set(...admin)
    .send({ status: 'investigating' });
  expect((await latest('incident.statusChanged'))?.changes).toEqual([
    { field: 'status', before: 'open', after: 'investigating' },
  ]);
  const added = await portal.api
    .post(`${base}/entries`)
    .set(...admin)
    .send({ author: 'Ana', message: 'Reiniciado' });
  const entryId = (added.body as { id: number }).id;
  expect((await latest('incident.entryAdded'))?.changes).toContainEqual({
    field: 'message',
    before: null,
    after: 'Reiniciado',
  });
  await portal.api
    .patch(`${base}/entries/${entryId}`)
    .set(...admin)
    .send({ message: 'Arreglado' });
  expect((await latest('incident.entryEdited'))?.changes).toContainEqual({
    field: 'message',
    before: 'Reiniciado',
    after: 'Arreglado',
  });
  await portal.api.delete(`${base}/entries/${entryId}`).set(...admin);
  expect((await latest('incident.entryDeleted'))?.changes).toContainEqual({
    field: 'message',
    before: 'Arreglado',
    after: null,
  });
});

test("deleting someone else's comment is recorded with its words; deleting one's own is not", async () => {
  const reportId = await createReport(portal, token('player1'));
  const theirs = await postComment(portal, token('player1'), reportId, 'Texto del jugador');
  const own = await postComment(portal, token('admin1'), reportId, 'Nota propia');
  const before = await count('comment.deleted');
  expect(
    (await post(portal, token('admin1'), '/deleteComment', { commentId: own._id })).status,
  ).toBe(200);
  expect(await count('comment.deleted')).toBe(before);
  expect(
    (await post(portal, token('admin1'), '/deleteComment', { commentId: theirs._id })).status,
  ).toBe(200);
  expect(await latest('comment.deleted')).toMatchObject({
    target: { kind: 'comment', id: String(theirs._id) },
    changes: [
      { field: 'ticket', before: String(reportId), after: String(reportId) },
      { field: 'message', before: 'Texto del jugador', after: null },
    ],
  });
});

test("a report's resolution is recorded when it is closed and when it is reopened", async () => {
  const reportId = await createReport(portal, token('player1'));
  await post(portal, token('admin1'), '/closeTicket', { ticketId: reportId, resolveType: 'valid' });
  expect(await latest('report.resolved')).toMatchObject({
    target: { kind: 'ticket', id: String(reportId) },
    changes: [{ field: 'resolution', before: 'unresolved', after: 'valid' }],
  });
  await post(portal, token('admin1'), '/reopenTicket', { ticketId: reportId });
  expect((await latest('report.resolved'))?.changes).toEqual([
    { field: 'resolution', before: 'valid', after: 'unresolved' },
  ]);
});

test('every download is recorded with its filters, the audit trail’s own and a person’s copy of their data included', async () => {
  const filter = { createdFrom: Date.UTC(2020, 0, 1), createdTo: Date.UTC(2020, 0, 31) };
  const csv = await post(portal, token('admin1'), calls.ticketsCsv.path, filter);
  expect(csv.status).toBe(200);
  const ticketsExport = await latest('export.downloaded');
  expect(ticketsExport?.target).toEqual({ kind: 'export', id: calls.ticketsCsv.path });
  expect(JSON.parse(ticketsExport?.changes[0]?.after ?? '{}')).toMatchObject({
    body: { ...filter, page: 1 },
  });

  const own = await get(portal, token('player1'), calls.exportMyData.path);
  expect(own.status).toBe(200);
  expect(await latest('export.downloaded')).toMatchObject({
    actor: { id: await accountIdOf(database.db, 'player1') },
    target: { id: calls.exportMyData.path },
    changes: [],
  });

  const trail = await portal.api
    .get('/api/admin/audit/csv')
    .query({ action: 'export.downloaded' })
    .set(...bearer(token('admin1')));
  expect(trail.status).toBe(200);
  expect(trail.headers['content-type']).toMatch(/text\/csv/);
  const lines = trail.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFid,at,via,actorId,actorName,tokenId,address,action,targetKind,targetId,changes',
  );
  // Its own entry is written before the file is, so the file lists it first.
  expect(lines[1]).toContain('/admin/audit/csv');
  expect(lines.some((line) => line.includes(calls.ticketsCsv.path))).toBe(true);
});

test('a change through an access token names the token', async () => {
  const { secret } = await createAccessToken(portal, token('admin1'), {
    endpoints: [calls.saveConfig.path],
    permissions: ['write'],
  });
  const response = await portal.api
    .post('/api/config')
    .set(...bearer(secret))
    .send({ key: 'audit.token.key', value: 'x' });
  expect(response.status).toBe(200);
  expect(await latest('config.saved')).toMatchObject({
    via: 'token',
    actor: { id: adminId },
    tokenId: expect.any(Number),
  });
});

test('filters narrow the trail by actor, action, target and time, and pages follow one another', async () => {
  for (const value of ['1', '2', '3']) {
    await post(portal, token('admin1'), '/config', { key: 'audit.paging', value });
  }
  const byTarget = await auditPage({ targetKind: 'config', targetId: 'audit.paging' });
  expect(byTarget.entries.map((entry) => entry.changes[0]?.after)).toEqual(['3', '2', '1']);
  expect((await auditPage({ actor: 'player1', action: 'config.saved' })).entries).toEqual([]);
  expect(
    (await auditPage({ actor: 'ADMIN', action: 'config.saved' })).entries.length,
  ).toBeGreaterThan(0);
  const future = Date.now() + 60_000;
  expect((await auditPage({ from: future })).entries).toEqual([]);
  expect((await auditPage({ to: 1 })).entries).toEqual([]);

  const all: AuditEntry[] = [];
  let page = await auditPage();
  all.push(...page.entries);
  while (page.nextBefore !== null) {
    page = await auditPage({ before: page.nextBefore });
    all.push(...page.entries);
  }
  const ids = all.map((entry) => entry.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  expect(new Set(ids).size).toBe(ids.length);
  const stored = await database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(all.length).toBe(Number(stored.n));
});

test('only administrators read the trail, and bad filters are refused', async () => {
  const staff = await portal.api.get('/api/admin/audit').set(...bearer(token('staff1')));
  expect(staff.status).toBe(403);
  const bad = await portal.api
    .get('/api/admin/audit')
    .query({ action: 'ticket.stolen', from: 5, to: 4 })
    .set(...bearer(token('admin1')));
  expect(bad.status).toBe(400);
  expect(bad.body.code).toBe(ERROR_CODES.validation);
});

test('the trail is append-only: the API has no call that changes it, and the database refuses', async () => {
  const auditCalls = Object.values(calls).filter((call) => call.path.startsWith('/admin/audit'));
  expect(auditCalls.map((call) => call.method)).toEqual(['GET', 'GET']);
  const db = database.db;
  await expect(sql`update audit_log set action = 'x'`.execute(db)).rejects.toThrow(/append-only/);
  await expect(sql`update audit_log set changes = '[]'`.execute(db)).rejects.toThrow(/append-only/);
  await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
  await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
});

test("erasure's redaction replaces only an erased author's words, and only in its transaction", async () => {
  const player2 = await accountIdOf(database.db, 'player2');
  const reportId = await createReport(portal, token('player1'));
  const comment = await postComment(portal, token('player2'), reportId, 'Palabras de player2');
  await post(portal, token('admin1'), '/deleteComment', { commentId: comment._id });
  await database.db.transaction().execute((trx) => redactAuditSubject(trx, player2, '[eliminado]'));
  const entry = (await auditPage({ targetKind: 'comment', targetId: String(comment._id) }))
    .entries[0];
  expect(entry?.changes).toEqual([
    { field: 'ticket', before: String(reportId), after: String(reportId) },
    { field: 'message', before: '[eliminado]', after: null },
  ]);
  expect(entry?.actor?.id).toBe(adminId);
  // Outside that path the same change is refused.
  await expect(
    sql`update audit_log set changes = '[]' where subject_id = ${player2}`.execute(database.db),
  ).rejects.toThrow(/append-only/);
});
