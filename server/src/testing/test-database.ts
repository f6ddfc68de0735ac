import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import { type DatabaseHandle, kyselyOnPglite, openDatabase } from '../db/connection';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import type { SqlMigration } from '../db/migrations/sql-migration';
import { createPglite } from '../db/pglite-loader';

/** The PostgreSQL server tests use when DATABASE_URL is set; PGlite in memory otherwise. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL || undefined;

export interface TestDatabase extends DatabaseHandle {
  /** The schema shared by every instance of one test (PostgreSQL only). */
  schema: string | undefined;
  /** Another connection to the same database, as a second portal instance would have. */
  openSibling(): Promise<DatabaseHandle>;
  /**
   * Two plain `pg` sessions on the test's schema (PostgreSQL only), as two instances' connections,
   * for transactions held open against each other; closed after `work`.
   */
  withTwoSessions(work: (one: Client, two: Client) => Promise<void>): Promise<void>;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A dump of an empty, migrated PGlite database, which each test's in-memory database loads instead
 * of creating a cluster and migrating it (0.4 s against 2.5; the suite opens about 200). Made once
 * for a set of migrations and kept in the temporary folder under their hash, so every jest worker
 * and every run after shares it; a worker that finds none makes it and renames it into place.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  // The package's own manifest (it exports no `package.json`): a dump is only read by its release.
  const pgliteFolder = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
  const manifest = await readFile(path.join(pgliteFolder, 'package.json'), 'utf8');
  const hash = createHash('sha256')
    .update(JSON.stringify([manifest, MIGRATIONS]))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `portal-test-pglite-${hash}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const pglite = createPglite(undefined);
  const db = kyselyOnPglite(pglite);
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await keepTemplate(file, dump);
    return dump;
  } finally {
    await db.destroy();
  }
}

const TEMPLATE_NAME = /^portal-test-pglite-[0-9a-f]{16}\.tar$/;

/**
 * Puts the dump in place for the next opens, and removes the dumps of other migrations (42 MB
 * each). Best effort: a full temporary folder costs the next opens their time, not the tests.
 */
async function keepTemplate(file: string, dump: Blob): Promise<void> {
  const unique = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(unique, Buffer.from(await dump.arrayBuffer()));
    await rename(unique, file);
  } catch {
    await rm(unique, { force: true });
    return;
  }
  const folder = path.dirname(file);
  const stale = (await readdir(folder)).filter(
    (name) => TEMPLATE_NAME.test(name) && name !== path.basename(file),
  );
  await Promise.all(stale.map((name) => rm(path.join(folder, name), { force: true })));
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a uniquely named schema on
 * the PostgreSQL server, dropped again on close so parallel runs never collide.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const schema = TEST_DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await adminQuery(`create schema ${schema}`);
  const migrate = options.migrate !== false;
  const handle = await openDatabase({
    databaseUrl: TEST_DATABASE_URL,
    schema,
    pgliteTemplate: migrate && !schema ? await migratedPgliteTemplate() : undefined,
  });
  if (migrate && schema) await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    schema,
    openSibling: () => openDatabase({ databaseUrl: TEST_DATABASE_URL, schema }),
    async withTwoSessions(work) {
      const sessions = [
        new Client({ connectionString: TEST_DATABASE_URL }),
        new Client({ connectionString: TEST_DATABASE_URL }),
      ] as const;
      try {
        for (const client of sessions) {
          await client.connect();
          await client.query(`set search_path to ${schema}`);
        }
        await work(...sessions);
      } finally {
        await Promise.all(sessions.map((client) => client.end()));
      }
    },
    async close() {
      await handle.close();
      if (schema) await adminQuery(`drop schema ${schema} cascade`);
    },
  };
}

/** Runs one migration's statements, one at a time, as `migrateToLatest` would. */
export async function runMigration(db: Kysely<Database>, migration: SqlMigration): Promise<void> {
  for (const statement of migration.statements) await sql.raw(statement).execute(db);
}

/** Brings a database made with `migrate: false` to the shape just before `migration` (a data move's test). */
export async function migrateUpTo(db: Kysely<Database>, migration: SqlMigration): Promise<void> {
  for (const earlier of MIGRATIONS.slice(0, MIGRATIONS.indexOf(migration))) {
    await runMigration(db, earlier);
  }
}
