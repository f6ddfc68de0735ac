import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Pool } from 'pg';
import type { Database } from './database';
import { acquireDataDirLock } from './lock-file';
import { createPglite, withPortableParameters } from './pglite-loader';
import { preparingPool } from './preparing-pool';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use instead of public (tests isolate themselves with it). */
  schema?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options.dataDir);
}

/**
 * - Prepared reads keep one plan (`force_generic_plan`). PostgreSQL would otherwise plan a list
 *   page again on every call whenever the plan for the caller's own values looked cheaper, and
 *   planning the union of a staff list (2 ms) costs more than running it (under 1 ms). Values that
 *   change the right plan (tab, status, assignment, groups) are literals in the list SQL, so each
 *   kind of list still gets its own plan.
 * - No parallel workers: calls are short, limited index reads, and starting workers costs about
 *   10 ms. A plan made without the caller's values (a player's assignments: none) may otherwise
 *   start them for a read that returns nothing.
 */
const SESSION_SETTINGS = [
  'plan_cache_mode=force_generic_plan',
  'max_parallel_workers_per_gather=0',
];

function openPostgres(connectionString: string, schema: string | undefined): DatabaseHandle {
  const settings = schema ? [...SESSION_SETTINGS, `search_path=${schema}`] : SESSION_SETTINGS;
  const pool = new Pool({
    connectionString,
    max: 10,
    options: settings.map((setting) => `-c ${setting}`).join(' '),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    const pglite = createPglite(dataDir ? path.join(dataDir, 'db') : undefined);
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(withPortableParameters(pglite)) });
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await db.destroy();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
