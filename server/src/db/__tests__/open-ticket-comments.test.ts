import { sql } from 'kysely';
import { useDemoDatabase } from '../../testing/demo-portal';
import { TEST_DATABASE_URL } from '../../testing/test-database';

let author: number;

const database = useDemoDatabase();

beforeAll(async () => {
  const account = await database.db
    .selectFrom('accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  author = account.id;
});

/** Comments whose `ticket_open` says otherwise than their ticket's status (0035). */
async function mismatches(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from comments c join tickets t on t.id = c.ticket_id
    where c.ticket_open is distinct from (t.status = 0)`.execute(database.db);
  return rows[0]?.count ?? -1;
}

/** `count` support tickets, every other one closed, each with three comments; their ids. */
async function ticketsWithComments(title: string, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into tickets (type, group_key, category_key, is_web, title, created_by, status)
    select 0, 'support', (select key from categories where group_key = 'support' limit 1), true,
      ${title}, ${author}, (n % 2)::smallint
    from generate_series(1, ${count}) n
    returning id`.execute(database.db);
  const ids = rows.map((row) => row.id);
  await sql`insert into comments (ticket_id, author_id, message)
    select id, ${author}, 'Hola ' || n from unnest(${ids}::int[]) id, generate_series(1, 3) n`.execute(
    database.db,
  );
  return ids;
}

describe('whether a comment’s ticket is open (0035)', () => {
  test('when comments are written on open and closed tickets, tickets are closed and reopened at once and a comment moves to another ticket, then every comment says its ticket’s status', async () => {
    const ids = await ticketsWithComments('Abiertos y cerrados', 12);
    const { rows } = await sql<{ open: boolean; count: number }>`
      select ticket_open as open, count(*)::int as count from comments
      where ticket_id = any(${ids}::int[]) group by 1 order by 1`.execute(database.db);
    expect(rows).toEqual([
      { open: false, count: 18 },
      { open: true, count: 18 },
    ]);
    expect(await mismatches()).toBe(0);
    await sql`update tickets set status = 1 - status where id = any(${ids}::int[]) and id % 3 = 0`.execute(
      database.db,
    );
    expect(await mismatches()).toBe(0);
    const [first, second] = ids as [number, number];
    await sql`update comments set ticket_id = ${second}
      where id = (select min(id) from comments where ticket_id = ${first})`.execute(database.db);
    expect(await mismatches()).toBe(0);
  });
});

const describeOnServer = TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('a comment written while its ticket closes (PostgreSQL)', () => {
  test('when a close of the ticket has not committed yet, then a comment written meanwhile waits for it and says the ticket is closed', async () => {
    // The second ticket is the open one.
    const [, ticket] = (await ticketsWithComments('Cierre a la vez', 2)) as [number, number];
    await database.withTwoSessions(async (closing, commenting) => {
      await closing.query('begin');
      await closing.query('update tickets set status = 1 where id = $1', [ticket]);
      const written = commenting.query(
        "insert into comments (ticket_id, author_id, message) values ($1, $2, 'Justo ahora') returning ticket_open",
        [ticket, author],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await closing.query('commit');
      expect((await written).rows[0]?.ticket_open).toBe(false);
    });
    expect(await mismatches()).toBe(0);
  });
});
