import {
  BENCH_DATABASE,
  BENCH_SERVER_URL,
  seedBenchTickets,
  withClient,
} from '../list/bench-database';
import { startBenchPortal } from '../list/bench-portal';
import { BENCH_TICKETS } from '../list/seed-sql';

/** The load bench writes (comments, takes, closes) to a copy made for the run and dropped after. */
export const LOAD_DATABASE = `${BENCH_DATABASE}_load`;

async function seededTickets(): Promise<number> {
  return withClient(`${BENCH_SERVER_URL}/postgres`, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      BENCH_DATABASE,
    ]);
    if (found.rowCount === 0) return 0;
    return withClient(`${BENCH_SERVER_URL}/${BENCH_DATABASE}`, async (bench) => {
      const { rows } = await bench.query<{ count: number }>(
        'select count(*)::int as count from tickets',
      );
      return rows[0]?.count ?? 0;
    });
  });
}

/**
 * The `list` bench's 1M-ticket database (seeded here the way `list` does when missing: ~7 minutes
 * on 2 cores), copied file by file to a database of the run's own (`copy`, the load bench's by
 * default); answers its URL and a dropper.
 */
export async function loadDatabase(
  copy = LOAD_DATABASE,
): Promise<{ url: string; drop(): Promise<void> }> {
  if ((await seededTickets()) < BENCH_TICKETS) {
    console.log(`load: seeding ${BENCH_DATABASE} as the list bench does`);
    const portal = await startBenchPortal();
    try {
      await seedBenchTickets();
    } finally {
      await portal.stop();
    }
  }
  const started = performance.now();
  await withClient(`${BENCH_SERVER_URL}/postgres`, async (client) => {
    await client.query(`drop database if exists ${copy} with (force)`);
    await client.query(`create database ${copy} template ${BENCH_DATABASE} strategy file_copy`);
  });
  console.log(
    `load: copied ${BENCH_DATABASE} to ${copy} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    url: `${BENCH_SERVER_URL}/${copy}`,
    drop: () =>
      withClient(`${BENCH_SERVER_URL}/postgres`, async (client) => {
        await client.query(`drop database if exists ${copy} with (force)`);
      }),
  };
}
