import { join } from 'node:path';
import { type ChildServer, startChildServer } from '../cluster/child-server';
import { BENCH_SERVER_URL, withClient } from '../list/bench-database';

/** The I/O floor's own database (its statements read no table). */
export const FLOOR_DATABASE = 'portal_bench_floor';
/** `io-floor-server.ts`, for `startChildServer`. */
export const IO_FLOOR_MODULE = join(__dirname, 'io-floor-server.ts');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Creates the floor's database when missing; answers the environment a floor process needs. */
export async function ioFloorEnv(): Promise<Record<string, string>> {
  await withClient(`${BENCH_SERVER_URL}/postgres`, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      FLOOR_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${FLOOR_DATABASE}`);
  });
  return {
    FLOOR_DATABASE_URL: `${BENCH_SERVER_URL}/${FLOOR_DATABASE}`,
    FLOOR_REDIS_URL: REDIS_URL,
  };
}

/** One I/O floor process named `name`. */
export async function startIoFloor(name: string): Promise<ChildServer> {
  return startChildServer(IO_FLOOR_MODULE, { ...(await ioFloorEnv()), REFERENCE_NAME: name });
}
