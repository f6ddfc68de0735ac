import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the drills run on (CI sets it, as for the server suite). */
export const SERVER_URL = process.env.DATABASE_URL || undefined;

async function onServer<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface FaultDatabase {
  url: string;
  name: string;
  query<T>(statement: string, values?: unknown[]): Promise<T[]>;
  /** Refuses new connections and ends every open one, as a restart does; `restore` ends it. */
  takeDown(): Promise<void>;
  restore(): Promise<void>;
  drop(): Promise<void>;
}

/** A database of its own on the server, dropped afterwards, so a drill never touches another's. */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const name = `faults_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(SERVER_URL ?? '');
  url.pathname = `/${name}`;
  const terminateAll = () =>
    onServer(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  return {
    url: url.toString(),
    name,
    async query<T>(statement: string, values: unknown[] = []) {
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(statement, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async takeDown() {
      await onServer(`alter database ${name} allow_connections false`);
      await terminateAll();
    },
    async restore() {
      await onServer(`alter database ${name} allow_connections true`);
    },
    async drop() {
      await onServer(`alter database ${name} allow_connections false`);
      await terminateAll();
      await onServer(`drop database ${name}`);
    },
  };
}
