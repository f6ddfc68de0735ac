import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { TEST_DATABASE_URL } from '../../testing/test-database';
import { openDatabase } from '../connection';
import { committing } from '../last-statement';
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

describeOnServer("a transaction's BEGIN and COMMIT (PostgreSQL server)", () => {
  let pool: Pool;
  let db: Kysely<Record<string, never>>;
  /** What the one connection wrote to its socket since the last look: one entry per write. */
  let writes: number[];

  beforeEach(async () => {
    pool = new Pool({ connectionString: TEST_DATABASE_URL, max: 1, pipeline: true });
    db = new Kysely({
      dialect: new PostgresDialect({ pool: preparingPool(pool, () => undefined) }),
    });
    writes = [];
    const client = await pool.connect();
    const socket = (client as unknown as SocketOf).connection.stream;
    const write = socket._write.bind(socket);
    const writev = socket._writev.bind(socket);
    socket._write = (chunk, encoding, done) => {
      writes.push(1);
      write(chunk, encoding, done);
    };
    socket._writev = (chunks, done) => {
      writes.push(chunks.length);
      writev(chunks, done);
    };
    client.release();
  });

  afterEach(async () => {
    await db.destroy();
  });

  test('when a transaction runs statements, then BEGIN leaves with the first in one write and they share one transaction', async () => {
    await sql`select 1`.execute(db);
    writes.length = 0;
    const ids = await db.transaction().execute(async (trx) => {
      const first = await sql<{ id: string }>`select txid_current()::text as id`.execute(trx);
      const second = await sql<{ id: string }>`select txid_current()::text as id`.execute(trx);
      return [first.rows[0]?.id, second.rows[0]?.id];
    });
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
    // BEGIN with the first statement, the second, COMMIT: three writes, not four.
    expect(writes).toHaveLength(3);
  });

  test('when a transaction runs nothing, then nothing is sent', async () => {
    await sql`select 1`.execute(db);
    writes.length = 0;
    await db.transaction().execute(async () => undefined);
    expect(writes).toEqual([]);
  });

  test('when a statement is marked last, then COMMIT leaves with it and what it wrote is committed', async () => {
    await sql`create temporary table scratch (n int primary key)`.execute(db);
    writes.length = 0;
    const written = await db.transaction().execute(async (trx) => {
      await sql`insert into scratch (n) values (1)`.execute(trx);
      const last = sql<{ n: number }>`insert into scratch (n) values (2) returning n`.compile(trx);
      return (await trx.executeQuery(committing(last))).rows;
    });
    expect(written).toEqual([{ n: 2 }]);
    // BEGIN with the first insert, the second with COMMIT: two writes, not three.
    expect(writes).toHaveLength(2);
    const rows = await sql<{ n: number }>`select n from scratch order by n`.execute(db);
    expect(rows.rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  test('when the only statement is marked last, then BEGIN, it and COMMIT leave in one write', async () => {
    await sql`create temporary table scratch (n int primary key)`.execute(db);
    writes.length = 0;
    await db.transaction().execute(async (trx) => {
      await trx.executeQuery(committing(sql`insert into scratch (n) values (1)`.compile(trx)));
    });
    expect(writes).toHaveLength(1);
    const rows = await sql<{ n: number }>`select n from scratch`.execute(db);
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  test('when the statement marked last fails, then the transaction is rolled back and the connection serves the next', async () => {
    await sql`create temporary table scratch (n int primary key)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into scratch (n) values (1)`.execute(trx);
        await trx.executeQuery(committing(sql`insert into scratch (n) values (1)`.compile(trx)));
      }),
    ).rejects.toThrow(/duplicate key/);
    const rows = await sql<{ n: number }>`select count(*)::int as n from scratch`.execute(db);
    expect(rows.rows).toEqual([{ n: 0 }]);
    await db.transaction().execute(async (trx) => {
      await sql`insert into scratch (n) values (3)`.execute(trx);
    });
    const after = await sql<{ n: number }>`select n from scratch`.execute(db);
    expect(after.rows).toEqual([{ n: 3 }]);
  });

  test('when a statement follows the one marked last, then it is refused and nothing more runs', async () => {
    await sql`create temporary table scratch (n int primary key)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.executeQuery(committing(sql`insert into scratch (n) values (1)`.compile(trx)));
        await sql`insert into scratch (n) values (2)`.execute(trx);
      }),
    ).rejects.toThrow(/after its transaction's last/);
    // The last statement committed with its COMMIT; the one after it never ran.
    const rows = await sql<{ n: number }>`select n from scratch`.execute(db);
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  test('when a transaction fails, then what it wrote is rolled back and the connection serves the next', async () => {
    await sql`create temporary table scratch (n int primary key)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into scratch (n) values (1)`.execute(trx);
        await sql`insert into scratch (n) values (1)`.execute(trx);
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into scratch (n) values (${sql.lit('not a number')})`.execute(trx);
      }),
    ).rejects.toThrow(/invalid input syntax/);
    await db.transaction().execute(async (trx) => {
      await sql`insert into scratch (n) values (2)`.execute(trx);
    });
    const rows = await sql<{ n: number }>`select n from scratch order by n`.execute(db);
    expect(rows.rows).toEqual([{ n: 2 }]);
  });
});

interface SocketOf {
  connection: {
    stream: {
      _write(chunk: Buffer, encoding: string, done: () => void): void;
      _writev(chunks: unknown[], done: () => void): void;
    };
  };
}

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
