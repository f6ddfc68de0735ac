import { Client } from 'pg';
import { cpuSeconds } from '../cluster/processes';

/** What PostgreSQL did for one database between two readings. */
export interface DatabaseWork {
  /** CPU seconds of the backends connected to the database (from `/proc`). */
  cpuSeconds: number;
  /** Top-level statements run there (`pg_stat_statements`), or undefined when it is not loaded. */
  statements?: number;
  /** Their planning and execution time in ms (`pg_stat_statements`), when loaded. */
  statementMs?: number;
}

export interface DatabaseMeter {
  /** Whether `pg_stat_statements` counts statements (the server preloads it). */
  countsStatements: boolean;
  /**
   * The server's memory settings, as `shared_buffers 2GB · work_mem 4MB`: PostgreSQL's default
   * 128 MB of shared buffers holds little of the bench database, and its CPU a call is then a
   * third higher (src/load/README.md).
   */
  memory: string;
  /** Runs `work` and tells what PostgreSQL did for the database meanwhile. */
  measure<T>(work: () => Promise<T>): Promise<[T, DatabaseWork]>;
  close(): Promise<void>;
}

interface Reading {
  backends: Map<number, number>;
  statements?: number;
  statementMs?: number;
}

/**
 * Watches one database of the PostgreSQL server from a connection to `postgres` (so it is none of
 * the database's own backends). `pg_stat_statements` is used when the server preloads it
 * (`shared_preload_libraries`; see src/load/README.md); the CPU figure needs only `/proc`.
 */
export async function openDatabaseMeter(
  serverUrl: string,
  database: string,
): Promise<DatabaseMeter> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  const preloaded = await client.query<{ setting: string }>(
    "select setting from pg_settings where name = 'shared_preload_libraries'",
  );
  const countsStatements = /\bpg_stat_statements\b/.test(preloaded.rows[0]?.setting ?? '');
  const memorySettings = await client.query<{ name: string; value: string }>(
    `select name, current_setting(name) as value from pg_settings
      where name in ('shared_buffers', 'work_mem') order by name`,
  );
  const memory = memorySettings.rows.map(({ name, value }) => `${name} ${value}`).join(' · ');
  if (countsStatements) await client.query('create extension if not exists pg_stat_statements');

  async function read(): Promise<Reading> {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    const backends = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        backends.set(pid, cpuSeconds(pid));
      } catch {
        // the backend ended meanwhile
      }
    }
    if (!countsStatements) return { backends };
    const totals = await client.query<{ calls: string | null; ms: number | null }>(
      `select sum(s.calls) as calls, sum(s.total_exec_time + s.total_plan_time) as ms
         from pg_stat_statements s join pg_database d on d.oid = s.dbid
        where d.datname = $1`,
      [database],
    );
    const row = totals.rows[0];
    return { backends, statements: Number(row?.calls ?? 0), statementMs: Number(row?.ms ?? 0) };
  }

  return {
    countsStatements,
    memory,
    async measure(work) {
      const before = await read();
      const result = await work();
      const after = await read();
      // Backends that started meanwhile count whole; those that ended meanwhile are lost (the
      // instances' pools keep theirs open).
      let cpu = 0;
      for (const [pid, seconds] of after.backends) cpu += seconds - (before.backends.get(pid) ?? 0);
      const delta = (a?: number, b?: number) =>
        a === undefined || b === undefined ? undefined : a - b;
      return [
        result,
        {
          cpuSeconds: cpu,
          statements: delta(after.statements, before.statements),
          statementMs: delta(after.statementMs, before.statementMs),
        },
      ];
    },
    close: () => client.end(),
  };
}
