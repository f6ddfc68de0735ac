import { sql } from 'kysely';
import { useDemoDatabase } from '../../testing/demo-portal';
import type { TestDatabase } from '../../testing/test-database';

/** Assignments whose copied ticket state (0007) or sort keys (0008) differ from their ticket's. */
async function staleCopies(database: TestDatabase): Promise<number> {
  const differs = (alias: string) =>
    sql.raw(`${alias}.ticket_type is distinct from t.type
      or ${alias}.ticket_status is distinct from t.status
      or ${alias}.ticket_category_weight is distinct from t.category_weight
      or ${alias}.ticket_created_at is distinct from t.created_at
      or ${alias}.ticket_last_comment_at is distinct from t.last_comment_at
      or ${alias}.ticket_group_key is distinct from t.group_key`);
  const result = await sql<{ stale: number }>`
    select (
      (select count(*) from ticket_assignees a join tickets t on t.id = a.ticket_id
        where ${differs('a')})
      + (select count(*) from ticket_role_assignees r join tickets t on t.id = r.ticket_id
        where ${differs('r')})
    )::int as stale`.execute(database.db);
  return result.rows[0]?.stale ?? -1;
}

async function countAssignments(database: TestDatabase): Promise<number> {
  const result = await sql<{ count: number }>`
    select ((select count(*) from ticket_assignees) + (select count(*) from ticket_role_assignees))::int
      as count`.execute(database.db);
  return result.rows[0]?.count ?? 0;
}

describe('assignments carry their ticket type, status (0007), sort keys (0008) and creation time (0018)', () => {
  const database = useDemoDatabase();

  test('when the demo is seeded, then every assignment matches its ticket', async () => {
    expect(await countAssignments(database)).toBeGreaterThan(0);
    expect(await staleCopies(database)).toBe(0);
  });

  test('when tickets close, reopen or change tab, then their assignments follow', async () => {
    await database.db.updateTable('tickets').set({ status: 1 }).execute();
    expect(await staleCopies(database)).toBe(0);
    await database.db.updateTable('tickets').set({ status: 0, type: 1 }).execute();
    expect(await staleCopies(database)).toBe(0);
  });

  test('when a ticket gets a comment or another weight, then its assignments follow', async () => {
    await sql`update tickets set last_comment_at = last_comment_at + interval '1 minute',
      category_weight = category_weight + 1`.execute(database.db);
    expect(await staleCopies(database)).toBe(0);
  });

  test('when a ticket is dated back, then its assignments follow (the statistics count by it)', async () => {
    await sql`update tickets set created_at = created_at - interval '40 days'`.execute(database.db);
    expect(await staleCopies(database)).toBe(0);
  });

  test('when an assignment is written with wrong copies, then the ticket state wins', async () => {
    const ticket = await database.db
      .selectFrom('tickets')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const account = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'supervisor1')
      .executeTakeFirstOrThrow();
    await database.db
      .deleteFrom('ticket_assignees')
      .where('ticket_id', '=', ticket.id)
      .where('account_id', '=', account.id)
      .execute();
    await sql`insert into ticket_assignees (ticket_id, account_id, ticket_type, ticket_status)
      values (${ticket.id}, ${account.id}, 0, 1)`.execute(database.db);
    await sql`insert into ticket_role_assignees (ticket_id, role_key, ticket_type, ticket_status)
      select ${ticket.id}, key, 0, 1 from roles
      on conflict do nothing`.execute(database.db);
    await sql`update ticket_assignees set ticket_status = 1`.execute(database.db);
    expect(await staleCopies(database)).toBe(0);
  });
});
