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
  /**
   * Told when a server connection breaks outside any query (the server restarted, an idle
   * connection was terminated). The pool drops that connection and opens new ones as needed.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * A dump of an embedded database an in-memory one starts from (tests load one migrated database
   * rather than create and migrate a cluster each: 0.4 s against 2.5).
   */
  pgliteTemplate?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.schema, options.onConnectionError);
  }
  return openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * - Prepared statements keep one plan (`force_generic_plan`). PostgreSQL would otherwise plan a list
 *   page again on every call whenever the plan for the caller's own values looked cheaper, and
 *   planning the union of a staff list (2 ms) costs more than running it (under 1 ms). Values that
 *   change the right plan (tab, status, assignment, groups) are literals in the list SQL, so each
 *   kind of list still gets its own plan.
 * - No parallel workers: calls are short, limited index reads, and starting workers costs about
 *   10 ms. A plan made without the caller's values (a player's assignments: none) may otherwise
 *   start them for a read that returns nothing.
 * - No JIT compilation: it starts above a plan cost, not a duration, and a read of many short
 *   rows crosses it. The last month's statistics (80,000 tickets, each with its assignees) spent
 *   0.8 s compiling on top of a 0.8 s read; no read here is long enough to win that back.
 */
const SESSION_SETTINGS = [
  'plan_cache_mode=force_generic_plan',
  'max_parallel_workers_per_gather=0',
  'jit=off',
];

/** A request waits this long for a connection while the server is unreachable, then gets a 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * An idle connection stays open (pg closes one after 10 s idle by default). A new connection is
 * not a cheap one: it prepares and plans every statement again (a staff list's plan costs 2 ms),
 * and its first search loads the text search dictionaries (30–50 ms). With the default, the
 * connections a burst had opened were gone 10 s after it, and the next burst paid all of that
 * again on the calls that were already waiting: the load bench's connections fell from 20 to 11
 * between its warm-up and its steps, and were opened again during them.
 */
const IDLE_TIMEOUT_MS = 0;

function openPostgres(
  connectionString: string,
  schema: string | undefined,
  onConnectionError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  const settings = schema ? [...SESSION_SETTINGS, `search_path=${schema}`] : SESSION_SETTINGS;
  const pool = new Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // Kept open for good, each checks its peer is still there (a firewall may drop a silent one).
    keepAlive: true,
    // Statements queued on a connection go at once, not each after the last one's answer: a
    // transaction's BEGIN leaves with its first statement (`preparing-pool.ts`).
    pipeline: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: settings.map((setting) => `-c ${setting}`).join(' '),
  });
  // Without a listener, an idle connection that breaks is an unhandled 'error' and ends the process.
  pool.on('error', onConnectionError);
  const dialect = new PostgresDialect({ pool: preparingPool(pool, onConnectionError) });
  const db = new Kysely<Database>({ dialect });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Kysely over an open PGlite. */
export function kyselyOnPglite(pglite: ReturnType<typeof createPglite>): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect(withPortableParameters(pglite)) });
}

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    const pglite = createPglite(dataDir ? path.join(dataDir, 'db') : undefined, template);
    await pglite.waitReady;
    const db = kyselyOnPglite(pglite);
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
