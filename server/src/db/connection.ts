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

function openPostgres(connectionString: string, schema: string | undefined): DatabaseHandle {
  const pool = new Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
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
