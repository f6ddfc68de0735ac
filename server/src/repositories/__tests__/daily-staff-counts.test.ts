import { DAY_MS, LIMITS, type StaffPerformanceBody } from '@portal/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { MIGRATIONS } from '../../db/migrations';
import { dailyStaffCounts } from '../../db/migrations/0024-daily-staff-counts';
import { useDemoDatabase } from '../../testing/demo-portal';
import { openTestDatabase, TEST_DATABASE_URL } from '../../testing/test-database';
import { seedTestDemo } from '../../testing/test-portal';
import {
  countStaffPerformance,
  readStaffPerformance,
  type StaffPerformanceFilter,
} from '../stats/staff-performance-repository';
import {
  type AssigneeCountRow,
  countTicketsCreatedSinceByAssignee,
} from '../stats/stats-repository';
import { removeAssignee } from '../tickets/assignments-repository';
import { addAssignee } from '../tickets/tickets-repository';

const HOUR_MS = 3_600_000;

/** A fixed pseudo-random sequence (mulberry32), so a failure replays. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('picked from nothing');
    return item;
  };
  return { int, pick };
}

let groups: { key: string; ticket_type: number }[];
let staff: number[];
let creator: number;
const now = Date.now();

const database = useDemoDatabase();

beforeAll(async () => {
  groups = await database.db.selectFrom('groups').select(['key', 'ticket_type']).execute();
  const accounts = await database.db
    .selectFrom('accounts')
    .select(['id', 'power'])
    .orderBy('id')
    .execute();
  staff = accounts.filter((account) => account.power >= 2).map((account) => account.id);
  creator = accounts.find((account) => account.power === 0)?.id ?? 0;
});

async function ids(query: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`${sql.raw(query)}`.execute(database.db);
  return rows.map((row) => row.id);
}

/** The counters as a recount of the base tables gives them, each side without zero rows. */
async function counterDrift(
  db: Kysely<Database> = database.db,
): Promise<Record<string, unknown[]>> {
  const differences = async (name: string, kept: string, recount: string) => {
    const { rows } = await sql`
      (select * from (${sql.raw(kept)}) k except all select * from (${sql.raw(recount)}) r)
      union all
      (select * from (${sql.raw(recount)}) r except all select * from (${sql.raw(kept)}) k)`.execute(
      db,
    );
    return [name, rows] as const;
  };
  return Object.fromEntries(
    await Promise.all([
      differences(
        'ticket_created_days',
        `select day, group_key, type, status, tickets, unassigned from ticket_created_days
         where (tickets, unassigned) <> (0, 0)`,
        `select epoch_day(t.created_at), t.group_key, t.type, t.status, count(*)::int,
           (count(*) filter (where not exists (
             select 1 from ticket_assignees a where a.ticket_id = t.id)))::int
         from tickets t group by 1, 2, 3, 4`,
      ),
      differences(
        'assignee_created_days',
        'select day, account_id, group_key, type, status, tickets from assignee_created_days where tickets <> 0',
        `select epoch_day(t.created_at), a.account_id, t.group_key, t.type, t.status, count(*)::int
         from ticket_assignees a join tickets t on t.id = a.ticket_id group by 1, 2, 3, 4, 5`,
      ),
      differences(
        'staff_assigned_days',
        `select * from staff_assigned_days
         where (reports_opened, reports_closed, support_opened, support_closed) <> (0, 0, 0, 0)`,
        `select a.account_id, epoch_day(a.assigned_at),
           (count(*) filter (where t.type = 1 and t.status = 0))::int,
           (count(*) filter (where t.type = 1 and t.status = 1))::int,
           (count(*) filter (where t.type = 0 and t.status = 0))::int,
           (count(*) filter (where t.type = 0 and t.status = 1))::int
         from ticket_assignees a join tickets t on t.id = a.ticket_id group by 1, 2`,
      ),
    ]),
  );
}

/** GET /getLastMonthSummary's counts, recounted from the tickets and their assignees. */
async function summaryRecount(since: Date): Promise<string[]> {
  const { rows } = await sql<AssigneeCountRow>`
    select a.account_id, t.group_key, t.type, t.status, count(*)::int as tickets, 0 as all_tickets
    from ticket_assignees a join tickets t on t.id = a.ticket_id
    where t.created_at >= ${since}
    group by 1, 2, 3, 4
    union all
    select null, t.group_key, t.type, t.status,
      (count(*) filter (where not exists (
        select 1 from ticket_assignees a where a.ticket_id = t.id)))::int,
      count(*)::int
    from tickets t where t.created_at >= ${since}
    group by 2, 3, 4`.execute(database.db);
  return summaryLines(rows);
}

/** Rows as lines, sorted; nobody's rows without a ticket say nothing and are left out. */
function summaryLines(rows: readonly AssigneeCountRow[]): string[] {
  return rows
    .filter((row) => row.account_id !== null || row.all_tickets !== 0)
    .map((row) => JSON.stringify(row))
    .sort();
}

/** POST /staff/performance's rows, recounted from the assignments and their tickets. */
async function performanceRecount(filter: StaffPerformanceFilter): Promise<unknown[]> {
  const { rows } = await sql<{ staff_id: number; day: number }>`
    select a.account_id as staff_id, s.name as staff_name, epoch_day(a.assigned_at) as day,
           (count(*) filter (where t.type = 1))::int as reports_count,
           (count(*) filter (where t.type = 0))::int as support_count
    from ticket_assignees a
    join tickets t on t.id = a.ticket_id
    join accounts s on s.id = a.account_id
    where true
      ${filter.fromDay === undefined ? sql`` : sql`and a.assigned_at >= ${new Date(filter.fromDay * DAY_MS)}`}
      ${filter.toDay === undefined ? sql`` : sql`and a.assigned_at < ${new Date(filter.toDay * DAY_MS)}`}
      ${filter.ticketType === undefined ? sql`` : sql`and t.type = ${filter.ticketType}`}
      ${filter.status === undefined ? sql`` : sql`and t.status = ${filter.status}`}
      ${filter.staffName === '' ? sql`` : sql`and s.name ilike ${`%${filter.staffName}%`}`}
    group by 1, 2, 3
    order by 3, 1`.execute(database.db);
  return rows;
}

const today = Math.floor(now / DAY_MS);
const FILTERS: StaffPerformanceFilter[] = [
  { staffName: '', ticketType: undefined, status: undefined, fromDay: undefined, toDay: undefined },
  { staffName: '', ticketType: 1, status: undefined, fromDay: undefined, toDay: undefined },
  { staffName: '', ticketType: 0, status: 1, fromDay: undefined, toDay: undefined },
  { staffName: '', ticketType: undefined, status: 0, fromDay: today - 3, toDay: today + 1 },
  {
    staffName: 'e',
    ticketType: undefined,
    status: undefined,
    fromDay: today - 1,
    toDay: undefined,
  },
];
const BY_DATE: Pick<StaffPerformanceBody, 'sortBy' | 'sortOrder'> = {
  sortBy: 'date',
  sortOrder: 'asc',
};

const NO_DRIFT = { ticket_created_days: [], assignee_created_days: [], staff_assigned_days: [] };

async function expectCallsToMatchRecounts() {
  expect(await counterDrift()).toEqual(NO_DRIFT);
  const month = new Date(now - LIMITS.lastMonthStatsMs);
  for (const since of [
    month,
    new Date(Math.floor(now / DAY_MS) * DAY_MS - 2 * DAY_MS),
    new Date(now - 5 * HOUR_MS),
  ]) {
    expect(summaryLines(await countTicketsCreatedSinceByAssignee(database.db, since))).toEqual(
      await summaryRecount(since),
    );
  }
  for (const filter of FILTERS) {
    const expected = await performanceRecount(filter);
    expect(await readStaffPerformance(database.db, filter, BY_DATE, 10_000, { offset: 0 })).toEqual(
      expected,
    );
    expect(await countStaffPerformance(database.db, filter)).toBe(expected.length);
  }
}

test('when tickets and assignments change at random, then every counter and call matches a recount', async () => {
  const random = randomFrom(20_261_123);
  const someTicket = async () => random.pick(await ids('select id from tickets'));
  const assignedTicket = async () =>
    random.pick(await ids('select distinct ticket_id as id from ticket_assignees'));
  /** Around the 30-day edge, on the day's edges too, and now. */
  const someCreation = () =>
    new Date(now - random.pick([31, 30, 29, 2, 1, 0]) * DAY_MS + (random.int(48) - 24) * HOUR_MS);
  const writes: Record<string, () => Promise<unknown>> = {
    async create() {
      const group = random.pick(groups);
      await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by, created_at, status)
        select ${group.ticket_type}, ${group.key}, c.key, true, 'Azar', ${creator}, ${someCreation()},
               ${random.int(2)}
        from categories c where c.group_key = ${group.key} limit 1`.execute(database.db);
    },
    async createMany() {
      await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by, created_at, status)
        select type, group_key, category_key, true, 'Lote', created_by, created_at + n * interval '7 hours',
               (n % 2)::smallint
        from tickets, generate_series(1, 3) n where id = ${await someTicket()}`.execute(
        database.db,
      );
    },
    async assign() {
      await addAssignee(database.db, await someTicket(), random.pick(staff), random.pick(staff));
    },
    async assignTwoAtOnce() {
      const ticket = await someTicket();
      await sql`insert into ticket_assignees (ticket_id, account_id, assigned_at)
        values (${ticket}, ${random.pick(staff)}, ${someCreation()}),
               (${ticket}, ${random.pick(staff)}, ${someCreation()})
        on conflict do nothing`.execute(database.db);
    },
    async unassign() {
      const ticket = await assignedTicket();
      const [account] = await ids(
        `select account_id as id from ticket_assignees where ticket_id = ${ticket}`,
      );
      await removeAssignee(database.db, ticket, account ?? 0);
    },
    async unassignAll() {
      await sql`delete from ticket_assignees where ticket_id = ${await assignedTicket()}`.execute(
        database.db,
      );
    },
    async reassign() {
      const ticket = await assignedTicket();
      const account = random.pick(staff);
      await sql`update ticket_assignees set account_id = ${account}
        where ticket_id = ${ticket} and account_id = (
          select min(account_id) from ticket_assignees where ticket_id = ${ticket})
        and not exists (select 1 from ticket_assignees where ticket_id = ${ticket}
          and account_id = ${account})`.execute(database.db);
    },
    async redate() {
      await sql`update ticket_assignees set assigned_at = assigned_at - ${random.int(72)} * interval '1 hour'
        where ticket_id = ${await assignedTicket()}`.execute(database.db);
    },
    async moveToAnotherTicket() {
      const from = await assignedTicket();
      const to = await someTicket();
      await sql`update ticket_assignees a set ticket_id = ${to}
        where a.ticket_id = ${from} and not exists (
          select 1 from ticket_assignees b where b.ticket_id = ${to} and b.account_id = a.account_id)`.execute(
        database.db,
      );
    },
    async comment() {
      // Moves the sort keys only: copied to the assignees' rows, no counted column changes.
      await sql`update tickets set comments_count = comments_count + 1,
        last_comment_at = now() + ${random.int(72)} * interval '1 minute'
        where id = ${await assignedTicket()}`.execute(database.db);
    },
    async rewriteAssignments() {
      await sql`update ticket_assignees set assigned_at = assigned_at
        where ticket_id = ${await assignedTicket()}`.execute(database.db);
    },
    async closeOrReopen() {
      await sql`update tickets set status = 1 - status where id = ${await someTicket()}`.execute(
        database.db,
      );
    },
    async closeMany() {
      await sql`update tickets set status = ${random.int(2)} where id % 3 = ${random.int(3)}`.execute(
        database.db,
      );
    },
    async changeTab() {
      const group = random.pick(groups);
      await sql`update tickets set group_key = ${group.key}, type = ${group.ticket_type},
        category_key = (select key from categories where group_key = ${group.key} limit 1)
        where id = ${await someTicket()}`.execute(database.db);
    },
    async changeGroup() {
      const group = random.pick(groups);
      await sql`update tickets set group_key = ${group.key},
        category_key = (select key from categories where group_key = ${group.key} limit 1)
        where id = (select min(id) from tickets where type = ${group.ticket_type} and id >= ${await someTicket()})`.execute(
        database.db,
      );
    },
    async redateTicket() {
      await sql`update tickets set created_at = ${someCreation()} where id = ${await someTicket()}`.execute(
        database.db,
      );
    },
    async deleteTicket() {
      await sql`delete from tickets where id = ${random.pick([await someTicket(), await assignedTicket()])}`.execute(
        database.db,
      );
    },
  };
  for (let step = 0; step < 20; step += 1) {
    await writes.create?.();
    await writes.assign?.();
  }
  await expectCallsToMatchRecounts();
  const names = Object.keys(writes);
  for (let round = 0; round < 12; round += 1) {
    for (let step = 0; step < 15; step += 1) {
      const name = random.pick(names);
      await writes[name]?.();
    }
    await expectCallsToMatchRecounts();
  }
}, 120_000);

const describeOnServer = TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('two transactions at once (PostgreSQL)', () => {
  /** Runs `second` while `first` holds its transaction open, then commits both. */
  async function atOnce(first: string, second: string) {
    await database.withTwoSessions(async (one, two) => {
      for (const client of [one, two]) await client.query('begin');
      await one.query(first);
      const waiting = two.query(second);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await one.query('commit');
      await waiting;
      await two.query('commit');
    });
  }

  test('when two staff take one ticket nobody had, or both leave it, then it moves once', async () => {
    const [first = 0, second = 0] = staff;
    const [group = { key: '', ticket_type: 0 }] = groups;
    const { rows } = await sql<{ id: number }>`
      insert into tickets (type, group_key, category_key, is_web, title, created_by)
      select ${group.ticket_type}, ${group.key}, key, true, 'A la vez', ${creator}
      from categories where group_key = ${group.key} limit 1
      returning id`.execute(database.db);
    const ticket = rows[0]?.id ?? 0;
    const assign = (account: number) =>
      `insert into ticket_assignees (ticket_id, account_id) values (${ticket}, ${account})`;
    const unassign = (account: number) =>
      `delete from ticket_assignees where ticket_id = ${ticket} and account_id = ${account}`;
    await atOnce(assign(first), assign(second));
    await expectCallsToMatchRecounts();
    await atOnce(unassign(first), unassign(second));
    await expectCallsToMatchRecounts();
  });
});

test('when 0024 runs over existing tickets and assignments, then it counts them all', async () => {
  const before = await openTestDatabase({ migrate: false });
  try {
    for (const migration of MIGRATIONS.slice(0, MIGRATIONS.indexOf(dailyStaffCounts))) {
      for (const statement of migration.statements) await sql.raw(statement).execute(before.db);
    }
    // Today's demo seed also writes a column added after 0024 (0033's game mark).
    await sql`alter table accounts add column game_important boolean not null default false`.execute(
      before.db,
    );
    await seedTestDemo(before.db);
    await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by, created_at, status)
      select g.ticket_type, g.key, (select key from categories where group_key = g.key limit 1), true,
             'Antes', ${creator}, now() - n * interval '9 hours', (n % 3 = 0)::int
      from groups g, generate_series(1, 12) n`.execute(before.db);
    await sql`insert into ticket_assignees (ticket_id, account_id, assigned_at)
      select t.id, s.id, t.created_at + interval '5 hours'
      from tickets t join accounts s on s.power >= 2 and (t.id + s.id) % 3 = 0
      on conflict do nothing`.execute(before.db);
    for (const statement of dailyStaffCounts.statements)
      await sql.raw(statement).execute(before.db);
    const counted = await sql<{ n: number }>`
      select (select count(*) from assignee_created_days)::int as n`.execute(before.db);
    expect(counted.rows[0]?.n).toBeGreaterThan(0);
    expect(await counterDrift(before.db)).toEqual(NO_DRIFT);
  } finally {
    await before.close();
  }
});
