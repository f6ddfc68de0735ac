import { Client } from 'pg';
import { BENCH_TICKETS, SEED_STATEMENTS } from './seed-sql';

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
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${bench}: seed ${statement.trim().split('\n')[0]?.slice(0, 60)}… ${seconds} s`);
  }
  await client.query('commit');
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
