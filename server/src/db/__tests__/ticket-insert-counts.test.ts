import { sql } from 'kysely';
import type { Client } from 'pg';
import { useDemoDatabase } from '../../testing/demo-portal';
import { TEST_DATABASE_URL } from '../../testing/test-database';

let creator: number;
let staff: number;

const database = useDemoDatabase();

beforeAll(async () => {
  const accounts = await database.db
    .selectFrom('accounts')
    .select(['id', 'power'])
    .orderBy('id')
    .execute();
  creator = accounts.find((account) => account.power === 0)?.id ?? 0;
  staff = accounts.find((account) => account.power >= 2)?.id ?? 0;
});

type KeptAndCounted = Record<string, { kept: string[]; counted: string[] }>;

async function sortedRows(query: string): Promise<string[]> {
  return (await sql`${sql.raw(query)}`.execute(database.db)).rows
    .map((row) => JSON.stringify(row))
    .sort();
}

/** One counter table's rows beside what a plain count of its source finds. */
async function pair(kept: string, counted: string) {
  return { kept: await sortedRows(kept), counted: await sortedRows(counted) };
}

/** The staff members' own counters (zeros left out) beside a plain count of the assignments. */
async function staffCounters(): Promise<KeptAndCounted> {
  return {
    staff_assigned_days: await pair(
      `select account_id, day, reports_opened, reports_closed, support_opened, support_closed
       from staff_assigned_days
       where (reports_opened, reports_closed, support_opened, support_closed) <> (0, 0, 0, 0)`,
      `select account_id, epoch_day(assigned_at) as day,
         (count(*) filter (where ticket_type = 1 and ticket_status = 0))::int as reports_opened,
         (count(*) filter (where ticket_type = 1 and ticket_status = 1))::int as reports_closed,
         (count(*) filter (where ticket_type = 0 and ticket_status = 0))::int as support_opened,
         (count(*) filter (where ticket_type = 0 and ticket_status = 1))::int as support_closed
       from ticket_assignees group by 1, 2`,
    ),
    assignee_created_days: await pair(
      `select day, account_id, group_key, type, status, tickets from assignee_created_days
       where tickets <> 0`,
      `select epoch_day(ticket_created_at) as day, account_id, ticket_group_key as group_key,
         ticket_type as type, ticket_status as status, count(*)::int as tickets
       from ticket_assignees group by 1, 2, 3, 4, 5`,
    ),
  };
}

/** Each ticket counter table's rows (zeros left out) beside a plain count of the tickets. */
async function ticketCounters(): Promise<KeptAndCounted> {
  return {
    ticket_counts: await pair(
      'select type, status, group_key, count from ticket_counts where count <> 0',
      'select type, status, group_key, count(*)::int as count from tickets group by 1, 2, 3',
    ),
    ticket_created_days: await pair(
      `select day, group_key, type, status, tickets, unassigned from ticket_created_days
       where (tickets, unassigned) <> (0, 0)`,
      `select epoch_day(t.created_at) as day, t.group_key, t.type, t.status, count(*)::int as tickets,
         (count(*) filter (where not exists (
           select 1 from ticket_assignees a where a.ticket_id = t.id)))::int as unassigned
       from tickets t group by 1, 2, 3, 4`,
    ),
    ticket_unassigned_counts: await pair(
      'select type, group_key, count from ticket_unassigned_counts where count <> 0',
      `select type, group_key, count(*)::int as count from tickets
       where status = 0 and not is_assigned group by 1, 2`,
    ),
  };
}

async function expectCountersToMatchTickets() {
  for (const { kept, counted } of Object.values(await ticketCounters())) {
    expect(counted.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  }
  for (const { kept, counted } of Object.values(await staffCounters())) {
    expect(kept).toEqual(counted);
  }
}

/**
 * Tickets of every group (both tabs), open and closed, on four UTC days, a third of them marked
 * assigned, in one statement: several tickets share each counter row.
 */
function insertMixedTickets(title: string, perGroup: number) {
  return sql`insert into tickets (type, group_key, category_key, is_web, title, created_by, created_at,
      status, is_assigned)
    select g.ticket_type, g.key, (select key from categories where group_key = g.key limit 1), true,
      ${title}, ${creator}, now() - (n % 4) * interval '1 day', (n % 2)::smallint, n % 3 = 0
    from groups g, generate_series(1, ${perGroup}) n`;
}

/** `count` open support tickets titled `title`, inserted at once; their ids. */
async function openSupportTickets(title: string, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into tickets (type, group_key, category_key, is_web, title, created_by, status)
    select 0, 'support', (select key from categories where group_key = 'support' limit 1), true,
      ${title}, ${creator}, 0
    from generate_series(1, ${count})
    returning id`.execute(database.db);
  return rows.map((row) => row.id);
}

describe('ticket counters kept per statement (0029)', () => {
  test('when many tickets of several groups, statuses and days are inserted at once, then every counter matches a count of the tickets', async () => {
    await expectCountersToMatchTickets();
    await insertMixedTickets('Lote', 24).execute(database.db);
    const { rows } = await sql<{ tickets: number; days: number; rows: number }>`
      select count(*)::int as tickets, count(distinct epoch_day(created_at))::int as days,
        count(distinct (type, status, group_key))::int as rows
      from tickets where title = 'Lote'`.execute(database.db);
    expect(rows[0]).toEqual({ tickets: 24 * 5, days: 4, rows: 2 * 5 });
    await expectCountersToMatchTickets();
  });

  test('when one ticket is inserted, or none, then the counters still match', async () => {
    await insertMixedTickets('Uno', 1).execute(database.db);
    await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by)
      select type, group_key, category_key, is_web, title, created_by from tickets where false`.execute(
      database.db,
    );
    await expectCountersToMatchTickets();
  });

  test('when many tickets are assigned, closed, moved, redated and deleted at once, then the counters still match', async () => {
    await sql`insert into ticket_assignees (ticket_id, account_id)
      select id, ${staff} from tickets where title = 'Lote' and id % 5 = 0`.execute(database.db);
    await sql`update tickets set is_assigned = true
      where id in (select ticket_id from ticket_assignees)`.execute(database.db);
    await expectCountersToMatchTickets();
    await sql`update tickets set status = 1 - status where id % 2 = 0`.execute(database.db);
    await expectCountersToMatchTickets();
    await sql`update tickets set group_key = 'ingame',
      category_key = (select key from categories where group_key = 'ingame' limit 1)
      where type = (select ticket_type from groups where key = 'ingame') and id % 3 = 0`.execute(
      database.db,
    );
    await sql`update tickets set created_at = created_at - interval '2 days' where id % 4 = 1`.execute(
      database.db,
    );
    await expectCountersToMatchTickets();
    await sql`delete from tickets where title = 'Lote' and id % 3 <> 0`.execute(database.db);
    await expectCountersToMatchTickets();
  });
});

const describeOnServer = TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('two inserts at once (PostgreSQL)', () => {
  test('when two transactions insert tickets of the same new counter rows at once, then both are counted', async () => {
    await database.withTwoSessions(async (one, two) => {
      for (const client of [one, two]) await client.query('begin');
      const insert = (order: string) => `insert into tickets (type, group_key, category_key, is_web,
          title, created_by, created_at, status)
        select g.ticket_type, g.key, (select key from categories where group_key = g.key limit 1),
          true, 'A la vez', ${creator}, now() + interval '3 days', 0
        from groups g, generate_series(1, 3) n order by g.key ${order}`;
      await one.query(insert('asc'));
      const waiting = two.query(insert('desc'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await one.query('commit');
      await waiting;
      await two.query('commit');
    });
    await expectCountersToMatchTickets();
    const { rows } = await sql<{ tickets: number }>`
      select sum(tickets)::int as tickets from ticket_created_days
      where day = epoch_day(now() + interval '3 days')`.execute(database.db);
    expect(rows[0]?.tickets).toBe(2 * 3 * 5);
  });
});

describeOnServer('closes and takes at once (PostgreSQL, 0034)', () => {
  test('when a close has not committed yet, then a close and a take of other tickets in the same group do not wait for it, and every counter matches once both commit', async () => {
    const [first, second, third] = (await openSupportTickets('Mismo grupo', 3)) as [
      number,
      number,
      number,
    ];
    await database.withTwoSessions(async (slow, other) => {
      await slow.query('begin');
      await slow.query('update tickets set status = 1 where id = $1', [first]);
      // Before 0034 the counter rows stayed locked until `slow` committed: this timed out.
      await other.query("set lock_timeout = '5s'");
      await other.query('update tickets set status = 1 where id = $1', [second]);
      await other.query('update tickets set is_assigned = true where id = $1', [third]);
      await slow.query('commit');
    });
    await expectCountersToMatchTickets();
  });
});

describeOnServer('creations and takes at once (PostgreSQL, 0036)', () => {
  const createIn = (group: string) => `insert into tickets (type, group_key, category_key, is_web,
      title, created_by, status)
    select 0, '${group}', (select key from categories where group_key = '${group}' limit 1), true,
      'Abiertos a la vez', ${creator}, 0
    returning id`;

  test('when a ticket’s creation has not committed yet, then another creation in the same group does not wait for it, and every counter matches once both commit', async () => {
    await database.withTwoSessions(async (slow, other) => {
      await slow.query('begin');
      await slow.query(createIn('support'));
      // Before 0036 the group's counter rows stayed locked until `slow` committed: this timed out.
      await other.query("set lock_timeout = '5s'");
      await other.query(createIn('support'));
      await slow.query('commit');
    });
    await expectCountersToMatchTickets();
  });

  test('when a take has not committed yet, then another staff member’s take of a ticket opened the same day in the same group does not wait for it, and every counter matches once both commit', async () => {
    const [first, second] = (await openSupportTickets('Tomados a la vez', 2)) as [number, number];
    const staffIds = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('power', '>=', 2)
      .orderBy('id')
      .limit(2)
      .execute();
    const [one, two] = staffIds.map((account) => account.id) as [number, number];
    const take = async (session: Client, ticket: number, staffId: number) => {
      await session.query(
        'insert into ticket_assignees (ticket_id, account_id, assigned_by) values ($1, $2, $2)',
        [ticket, staffId],
      );
      await session.query('update tickets set is_assigned = true where id = $1', [ticket]);
    };
    await database.withTwoSessions(async (slow, other) => {
      await slow.query('begin');
      await take(slow, first, one);
      await other.query("set lock_timeout = '5s'");
      await other.query('begin');
      await take(other, second, two);
      await other.query('commit');
      await slow.query('commit');
    });
    await expectCountersToMatchTickets();
  });
});

describeOnServer('one staff member’s takes and closes at once (PostgreSQL, 0042)', () => {
  const take = async (session: Client, ticket: number) => {
    await session.query(
      'insert into ticket_assignees (ticket_id, account_id, assigned_by) values ($1, $2, $2)',
      [ticket, staff],
    );
    await session.query('update tickets set is_assigned = true where id = $1', [ticket]);
  };

  test('when a staff member’s take has not committed yet, then their take of another ticket and their close of a ticket they hold do not wait for it, and every counter matches once all commit', async () => {
    const [held, first, second] = (await openSupportTickets('Del mismo', 3)) as [
      number,
      number,
      number,
    ];
    await database.withTwoSessions(async (setUp) => take(setUp, held));
    await database.withTwoSessions(async (slow, other) => {
      await slow.query('begin');
      await take(slow, first);
      // Before 0042 the staff member's row of the day stayed locked until `slow` committed.
      await other.query("set lock_timeout = '5s'");
      await other.query('begin');
      await take(other, second);
      await other.query('update tickets set status = 1 where id = $1', [held]);
      await other.query('commit');
      await slow.query('commit');
    });
    await expectCountersToMatchTickets();
  });

  test('when a take and a close of the same staff member and group commit at the same moment, then neither fails (every counter is written at commit in one order) and every counter matches', async () => {
    const [held, taken] = (await openSupportTickets('A la vez del mismo', 2)) as [number, number];
    await database.withTwoSessions(async (setUp) => take(setUp, held));
    await database.withTwoSessions(async (closing, taking) => {
      await closing.query('begin');
      await closing.query('update tickets set status = 1 where id = $1', [held]);
      // Before 0042 the take waited for the close's commit here (the staff member's row).
      await taking.query("set lock_timeout = '5s'");
      await taking.query('begin');
      await take(taking, taken);
      await Promise.all([closing.query('commit'), taking.query('commit')]);
    });
    await expectCountersToMatchTickets();
  });
});
