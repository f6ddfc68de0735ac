import { type RawBuilder, sql } from 'kysely';
import { findAuditEntries } from '../../repositories/audit/audit-repository';
import {
  migrateUpTo,
  openTestDatabase,
  runMigration,
  type TestDatabase,
} from '../../testing/test-database';
import { changeHistoryInAudit } from '../migrations/0041-change-history-in-audit';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});

afterAll(async () => {
  await database.close();
});

async function insertedId(insert: RawBuilder<{ id: number }>): Promise<number> {
  const { rows } = await insert.execute(database.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('nothing was inserted');
  return id;
}

test('when 0041 runs, then each change the trail lacks becomes one entry of it, one it holds is not copied again, and the trail reads in time order', async () => {
  await migrateUpTo(database.db, changeHistoryInAudit);
  const db = database.db;
  const admin = await insertedId(
    sql<{
      id: number;
    }>`insert into accounts (username, name) values ('admin1', 'Admin') returning id`,
  );
  const token = await insertedId(
    sql<{
      id: number;
    }>`insert into access_tokens (name, endpoints, permissions, secret_hash, created_by, expires_at)
      values ('Bot', array['/tickets'], array['read'], 'hash', ${admin}, now() + interval '30 days')
      returning id`,
  );
  const incident = await insertedId(
    sql<{
      id: number;
    }>`insert into incidents (title, description) values ('Caída', '') returning id`,
  );
  const statusEntry = await insertedId(
    sql<{ id: number }>`insert into incident_entries (incident_id, author, message, kind, status)
      values (${incident}, 'Admin', '', 'status', 'investigating') returning id`,
  );
  const note = await insertedId(
    sql<{ id: number }>`insert into incident_entries (incident_id, author, message)
      values (${incident}, 'Ana', 'Mirando') returning id`,
  );

  // Before the trail: rows of the change tables alone, a minute apart a month ago.
  const monthAgo = Date.now() - 30 * 24 * 3600_000;
  const at = (minute: number) => new Date(monthAgo + minute * 60_000);
  await sql`insert into access_token_changes (token_id, change, changed_by, changed_at)
    values (${token}, 'created', ${admin}, ${at(0)})`.execute(db);
  await sql`insert into config_entry_changes (key, change, changed_by, changed_at)
    values ('feature.banner', 'saved', ${admin}, ${at(1)}),
      ('feature.banner', 'deleted', ${admin}, ${at(2)})`.execute(db);
  await sql`insert into incident_changes (incident_id, entry_id, change, changed_by, changed_at)
    values (${incident}, null, 'created', ${admin}, ${at(3)}),
      (${incident}, ${statusEntry}, 'status', ${admin}, ${at(4)}),
      (${incident}, ${note}, 'entry-added', ${admin}, ${at(5)}),
      (${incident}, ${note}, 'entry-edited', ${admin}, ${at(6)}),
      (${incident}, ${note}, 'entry-deleted', ${admin}, ${at(7)})`.execute(db);

  // Since the trail: each change written twice in one transaction, as the services did.
  const deactivated = [{ field: 'isActive', before: 'true', after: 'false' }];
  const edited = [
    { field: 'entry', before: String(note), after: String(note) },
    { field: 'message', before: 'Mirando', after: 'Mirando más' },
  ];
  await database.db.transaction().execute(async (trx) => {
    await sql`insert into access_token_changes (token_id, change, changed_by)
      values (${token}, 'deactivated', ${admin})`.execute(trx);
    await sql`insert into audit_log (via, actor_id, action, target_kind, target_id, changes)
      values ('session', ${admin}, 'token.deactivated', 'token', ${String(token)},
        ${JSON.stringify(deactivated)}::jsonb)`.execute(trx);
  });
  await database.db.transaction().execute(async (trx) => {
    await sql`insert into audit_log (via, actor_id, action, target_kind, target_id, changes)
      values ('session', ${admin}, 'incident.entryEdited', 'incident', ${String(incident)},
        ${JSON.stringify(edited)}::jsonb)`.execute(trx);
    await sql`insert into incident_changes (incident_id, entry_id, change, changed_by)
      values (${incident}, ${note}, 'entry-edited', ${admin})`.execute(trx);
  });
  // A row the trail lacks though it came after the trail's first entries is kept too.
  const later = new Date(Date.now() + 60_000);
  await sql`insert into config_entry_changes (key, change, changed_by, changed_at)
    values ('feature.banner', 'saved', ${admin}, ${later})`.execute(db);

  await runMigration(database.db, changeHistoryInAudit);

  const { rows } = await sql<{
    via: string;
    actor_id: number;
    action: string;
    target: string;
    at: Date;
    changes: unknown;
  }>`select via, actor_id, action, target_kind || ':' || target_id as target, at, changes
    from audit_log order by id`.execute(db);
  const moved = (action: string, target: string, when: Date, changes: unknown = []) => ({
    via: 'session',
    actor_id: admin,
    action,
    target,
    at: when,
    changes,
  });
  expect(rows).toEqual([
    expect.objectContaining({ action: 'token.deactivated', changes: deactivated }),
    expect.objectContaining({ action: 'incident.entryEdited', changes: edited }),
    moved('token.created', `token:${token}`, at(0)),
    moved('config.saved', 'config:feature.banner', at(1)),
    moved('config.deleted', 'config:feature.banner', at(2)),
    moved('incident.created', `incident:${incident}`, at(3)),
    moved('incident.statusChanged', `incident:${incident}`, at(4)),
    moved('incident.entryAdded', `incident:${incident}`, at(5), [
      { field: 'entry', before: null, after: String(note) },
    ]),
    moved('incident.entryEdited', `incident:${incident}`, at(6), [
      { field: 'entry', before: String(note), after: String(note) },
    ]),
    moved('incident.entryDeleted', `incident:${incident}`, at(7), [
      { field: 'entry', before: String(note), after: null },
    ]),
    moved('config.saved', 'config:feature.banner', later),
  ]);

  // The trail is read newest first by time, the moved history among it, page after page.
  const pages: string[][] = [];
  let after: number | undefined;
  do {
    const page = await findAuditEntries(db, {}, { before: after, limit: 4 });
    pages.push(page.map((entry) => entry.action));
    after = page.length === 4 ? page.at(-1)?.id : undefined;
  } while (after !== undefined);
  expect(pages.flat()).toEqual([
    'config.saved',
    'incident.entryEdited',
    'token.deactivated',
    'incident.entryDeleted',
    'incident.entryEdited',
    'incident.entryAdded',
    'incident.statusChanged',
    'incident.created',
    'config.deleted',
    'config.saved',
    'token.created',
  ]);
});
