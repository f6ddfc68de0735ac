import { Client } from 'pg';
import { BENCH_TICKETS, SEED_STATEMENTS } from './seed-sql';
import { secondsSince } from './timing';

export const BENCH_SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** Another name lets a branch with its own migrations bench on a copy (`create database … template portal_bench`). */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench';
export const BENCH_DATABASE_URL = `${BENCH_SERVER_URL}/${BENCH_DATABASE}`;

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the dedicated bench database on the PostgreSQL server when it is missing. */
export async function ensureBenchDatabase(): Promise<void> {
  await withClient(`${BENCH_SERVER_URL}/postgres`, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      BENCH_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${BENCH_DATABASE}`);
  });
}

/** Runs the statements in one transaction, printing how long each took. */
export async function runSeed(
  client: Client,
  bench: string,
  statements: readonly string[],
): Promise<void> {
  await client.query('begin');
  for (const statement of statements) {
    const started = performance.now();
    await client.query(statement);
    const firstLine = statement.trim().split('\n')[0]?.slice(0, 60);
    console.log(`${bench}: seed ${firstLine}… ${secondsSince(started)} s`);
  }
  await client.query('commit');
}

/**
 * Runs a versioned seed step once per database: `bench_seed_steps` remembers it was done. The
 * step's tables are vacuumed and analysed after it (`vacuum`: what follows `vacuum analyze`).
 */
export async function seedStepOnce(
  bench: string,
  step: string,
  statements: readonly string[],
  vacuum: string,
): Promise<void> {
  await withClient(BENCH_DATABASE_URL, async (client) => {
    await client.query(
      `create table if not exists bench_seed_steps (
         step text primary key, seeded_at timestamptz not null default now())`,
    );
    const done = await client.query('select 1 from bench_seed_steps where step = $1', [step]);
    if (done.rowCount) {
      console.log(`${bench}: ${BENCH_DATABASE} already has ${step}`);
      return;
    }
    await runSeed(client, bench, [
      ...statements,
      `insert into bench_seed_steps (step) values ('${step}')`,
    ]);
    await client.query(`vacuum analyze ${vacuum}`);
  });
}

/**
 * Seeds once (the portal has migrated and seeded the demo community by then); later runs reuse
 * it. Every run ends with VACUUM ANALYZE: migrations that arrive later rewrite rows of the seeded
 * tables, and a server without autovacuum would otherwise measure the dead rows they leave.
 */
export async function seedBenchTickets(): Promise<void> {
  await withClient(BENCH_DATABASE_URL, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from tickets',
    );
    if ((rows[0]?.count ?? 0) >= BENCH_TICKETS) {
      console.log(`list: ${BENCH_DATABASE} already seeded (${rows[0]?.count} tickets)`);
    } else {
      await runSeed(client, 'list', SEED_STATEMENTS);
    }
    await client.query('vacuum analyze');
  });
}
