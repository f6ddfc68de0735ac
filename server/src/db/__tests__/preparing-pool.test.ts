import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { TEST_DATABASE_URL } from '../../testing/test-database';
import { openDatabase } from '../connection';
import { preparingPool } from '../preparing-pool';

/** Prepared statements are a PostgreSQL server feature; the embedded database runs none. */
const describeOnServer = TEST_DATABASE_URL ? describe : describe.skip;

const CAPACITY = 3;

describeOnServer('reads and writes as prepared statements (PostgreSQL server)', () => {
  let pool: Pool;
  let db: Kysely<Record<string, never>>;

  /**
   * This connection's prepared statements, as PostgreSQL lists them (one connection: max 1).
   * Listed twice: the listing is a read too and may displace one, which is released when it returns.
   */
  async function preparedStatements(): Promise<string[]> {
    const list = sql<{ name: string }>`
      select name from pg_prepared_statements where name like 'portal_statement_%' order by name`;
    await list.execute(db);
    return (await list.execute(db)).rows.map((row) => row.name);
  }

  beforeEach(() => {
    pool = new Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
    db = new Kysely({
      dialect: new PostgresDialect({ pool: preparingPool(pool, () => undefined, CAPACITY) }),
    });
  });

  afterEach(async () => {
    await db.destroy();
  });

  test('when the same read runs again, then it reuses one prepared statement', async () => {
    for (const value of [1, 2, 3]) {
      const result = await sql<{ n: number }>`select ${value}::int as n`.execute(db);
      expect(result.rows).toEqual([{ n: value }]);
    }
    // The listing query is a read too, so it holds a prepared statement of its own.
    expect(await preparedStatements()).toHaveLength(2);
  });

  test('when more distinct reads run than a connection keeps, then the oldest are released', async () => {
    for (let read = 1; read <= CAPACITY + 4; read += 1) {
      const result = await sql<{ n: number }>`select ${read}::int + ${sql.lit(read)} as n`.execute(
        db,
      );
      expect(result.rows).toEqual([{ n: 2 * read }]);
    }
    expect((await preparedStatements()).length).toBeLessThanOrEqual(CAPACITY);
  });

  test('when released reads are deallocated, then pg forgets their names as well', async () => {
    for (let read = 1; read <= CAPACITY + 4; read += 1) {
      await sql`select ${sql.lit(read)}::int as n`.execute(db);
    }
    const client = await pool.connect();
    const { parsedStatements } = (
      client as unknown as { connection: { parsedStatements: Record<string, string> } }
    ).connection;
    client.release();
    expect(Object.keys(parsedStatements).length).toBeLessThanOrEqual(CAPACITY);
  });

  test('when the same write runs again, then it reuses one prepared statement; a table change is not prepared', async () => {
    await sql`create temporary table scratch (n int)`.execute(db);
    for (const value of [1, 2, 3]) await sql`insert into scratch (n) values (${value})`.execute(db);
    const written = await sql<{ n: number }>`select n from scratch order by n`.execute(db);
    expect(written.rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // The insert, the select and the listing.
    expect(await preparedStatements()).toHaveLength(3);
  });
});

describeOnServer('the portal pool on the PostgreSQL server', () => {
  test('when a read runs again with other values, then PostgreSQL reuses its one plan', async () => {
    const { db, close } = await openDatabase({ databaseUrl: TEST_DATABASE_URL });
    try {
      // Pool connections are borrowed per statement; a one-connection transaction pins one.
      await db.transaction().execute(async (trx) => {
        for (const value of [1, 2, 3, 4, 5, 6, 7]) {
          const result = await sql<{ n: number }>`select ${value}::int as n`.execute(trx);
          expect(result.rows).toEqual([{ n: value }]);
        }
        const plans = await sql<{ generic: number; custom: number }>`
          select generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement like 'select $1::int as n'`.execute(trx);
        expect(plans.rows).toEqual([{ generic: 7, custom: 0 }]);
      });
    } finally {
      await close();
    }
  });
});
