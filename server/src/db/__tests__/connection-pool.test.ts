import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { TEST_DATABASE_URL } from '../../testing/test-database';
import { openDatabase } from '../connection';

/** The embedded database has no pool: this is about connections to a PostgreSQL server. */
const describeOnServer = TEST_DATABASE_URL ? describe : describe.skip;

/** How long pg keeps an idle connection unless told otherwise. */
const PG_DEFAULT_IDLE_MS = 10_000;

describeOnServer('connections to the PostgreSQL server', () => {
  test('when connections stay idle past pg’s default timeout, then the next calls run on the same ones', async () => {
    const handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL });
    // Three reads at once, each holding its connection a moment, run on three connections.
    const backends = async () => {
      const reads = Array.from({ length: 3 }, () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`.execute(handle.db),
      );
      return new Set((await Promise.all(reads)).map((result) => result.rows[0]?.pid));
    };
    try {
      const opened = await backends();
      expect(opened.size).toBe(3);
      await sleep(PG_DEFAULT_IDLE_MS + 1_500);
      expect(await backends()).toEqual(opened);
    } finally {
      await handle.close();
    }
  }, 30_000);
});
