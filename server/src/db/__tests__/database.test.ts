import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { seedTestDemo } from '../../testing/test-portal';
import { openDatabase } from '../connection';
import { acquireDataDirLock, DataDirLockedError } from '../lock-file';
import { migrateToLatest } from '../migrate';
import { MIGRATIONS } from '../migrations';

const TABLES = [
  'accounts',
  'roles',
  'account_roles',
  'groups',
  'group_admin_roles',
  'categories',
  'category_rules',
  'tickets',
  'ticket_assignees',
  'ticket_role_assignees',
  'report_partners',
  'comments',
  'comment_history',
  'ticket_reads',
  'reviews',
  'ai_responses',
  'ai_response_ratings',
  'access_tokens',
  'config_entries',
  'incidents',
  'incident_entries',
  'assistant_chats',
  'assistant_messages',
] as const;

async function countRows(database: TestDatabase) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  return counts;
}

describe('database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase({ migrate: false });
  });

  afterAll(async () => {
    await database.close();
  });

  test('when migrations run twice, then the second run does nothing and every table exists', async () => {
    expect(await migrateToLatest(database.db, database.schema)).toEqual(
      MIGRATIONS.map((migration) => migration.name),
    );
    expect(await migrateToLatest(database.db, database.schema)).toEqual([]);
    const counts = await countRows(database);
    expect(Object.keys(counts)).toHaveLength(TABLES.length);
  });

  test('when the demo seed runs twice, then the second run writes nothing', async () => {
    await seedTestDemo(database.db);
    const once = await countRows(database);
    expect(once).toMatchObject({ accounts: 7, groups: 5, roles: 3, tickets: 5 });
    expect(once.comments).toBeGreaterThan(0);
    await seedTestDemo(database.db);
    expect(await countRows(database)).toEqual(once);
  });

  test('when the demo seed ran, then the public event and the reports rules exist', async () => {
    const event = await database.db
      .selectFrom('categories')
      .select(['key'])
      .where('group_key', '=', 'webevents')
      .execute();
    expect(event).toEqual([{ key: 'publicevent' }]);
    const rules = await database.db
      .selectFrom('category_rules')
      .select(['key', 'is_secondary'])
      .where('group_key', '=', 'reports')
      .where('category_key', '=', 'cheating')
      .orderBy('key')
      .execute();
    expect(rules).toEqual([
      { key: 'aimbot', is_secondary: false },
      { key: 'exploit-abuse', is_secondary: true },
      { key: 'wallhack', is_secondary: false },
    ]);
  });
});

describe('embedded database lock', () => {
  test('when another live process holds the data folder, then opening it is refused clearly', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${process.ppid}`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('when the lock was left by a dead process, then it is taken over and released on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    fs.writeFileSync(path.join(dir, 'portal.lock'), '999999999');
    const handle = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await handle.close();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
