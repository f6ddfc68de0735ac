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

/**
 * Rows where `open_ticket_comments` (0043) and the comments of open tickets differ: one missing,
 * one too many, or a copy whose ticket, staff-only flag or search vectors are not its comment's.
 */
async function mismatches(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    with expected as (
      select c.id as comment_id, c.ticket_id, c.staff_only, c.search_es, c.search_en
      from comments c join tickets t on t.id = c.ticket_id where t.status = 0
    ), kept as (
      select comment_id, ticket_id, staff_only, search_es, search_en from open_ticket_comments
    )
    select count(*)::int as count
    from ((select * from expected except all select * from kept)
      union all (select * from kept except all select * from expected)) differing`.execute(
    database.db,
  );
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

describe('the comments of open tickets (0043)', () => {
  test('when comments are written on open and closed tickets, tickets are closed and reopened at once, a comment moves to another ticket, is edited, made staff-only and deleted, then the open tickets’ comments are kept exactly', async () => {
    const ids = await ticketsWithComments('Abiertos y cerrados', 12);
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from open_ticket_comments
      where ticket_id = any(${ids}::int[])`.execute(database.db);
    expect(rows).toEqual([{ count: 18 }]);
    expect(await mismatches()).toBe(0);
    await sql`update tickets set status = 1 - status where id = any(${ids}::int[]) and id % 3 = 0`.execute(
      database.db,
    );
    expect(await mismatches()).toBe(0);
    const [first, second, third] = ids as [number, number, number];
    const firstComment = sql`(select min(id) from comments where ticket_id = ${first})`;
    await sql`update comments set ticket_id = ${second} where id = ${firstComment}`.execute(
      database.db,
    );
    expect(await mismatches()).toBe(0);
    const thirdComment = sql`(select min(id) from comments where ticket_id = ${third})`;
    await sql`update comments set message = 'Verificación pendiente' where id = ${thirdComment}`.execute(
      database.db,
    );
    await sql`update comments set staff_only = true where id = ${thirdComment}`.execute(
      database.db,
    );
    expect(await mismatches()).toBe(0);
    await sql`delete from comments where ticket_id = any(${ids}::int[]) and id % 2 = 0`.execute(
      database.db,
    );
    expect(await mismatches()).toBe(0);
  });
});

const describeOnServer = TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('a comment written while its ticket closes (PostgreSQL)', () => {
  test('when a close of the ticket has not committed yet, then a comment written meanwhile waits for it and is not kept among the open tickets’ comments', async () => {
    // The second ticket is the open one.
    const [, ticket] = (await ticketsWithComments('Cierre a la vez', 2)) as [number, number];
    await database.withTwoSessions(async (closing, commenting) => {
      await closing.query('begin');
      await closing.query('update tickets set status = 1 where id = $1', [ticket]);
      const written = commenting.query(
        "insert into comments (ticket_id, author_id, message) values ($1, $2, 'Justo ahora') returning id",
        [ticket, author],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await closing.query('commit');
      const { id } = (await written).rows[0] as { id: number };
      const kept = await sql`select 1 from open_ticket_comments where comment_id = ${id}`.execute(
        database.db,
      );
      expect(kept.rows).toEqual([]);
    });
    expect(await mismatches()).toBe(0);
  });
});
