import { TICKET_SORTS, type Ticket, type TicketSort } from '@portal/shared/contract';
import { sql } from 'kysely';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { createReport, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

interface CountRow {
  type: number;
  status: number;
  group_key: string;
  count: number;
}

const key = (row: CountRow) => `${row.type}/${row.status}/${row.group_key}=${row.count}`;

/** The kept counters (empty ones left out) beside a count of the tickets themselves. */
async function keptAndRecounted(): Promise<{ kept: string[]; recounted: string[] }> {
  const { rows: kept } = await sql<CountRow>`
    select type, status, group_key, count from ticket_counts where count <> 0`.execute(database.db);
  const { rows: recounted } = await sql<CountRow>`
    select type, status, group_key, count(*)::int as count from tickets
    group by type, status, group_key`.execute(database.db);
  return { kept: kept.map(key).sort(), recounted: recounted.map(key).sort() };
}

async function expectCountersTrue(): Promise<void> {
  const { kept, recounted } = await keptAndRecounted();
  expect(kept).toEqual(recounted);
}

async function ok(path: string, body: object): Promise<void> {
  const response = await post(portal, token('admin1'), path, body);
  expect(response.status).toBe(200);
}

describe('ticket_counts (kept by a trigger, 0025)', () => {
  test('when tickets are created, closed, reopened, moved and deleted, then the counters equal a recount after each write', async () => {
    await expectCountersTrue();
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Contador' });
    const reportId = await createReport(portal, token('player1'));
    await expectCountersTrue();
    await ok('/closeTicket', { ticketId });
    await ok('/closeTicket', { ticketId: reportId, resolveType: 'valid' });
    await expectCountersTrue();
    await ok('/reopenTicket', { ticketId });
    await expectCountersTrue();
    // The tab alone, then the group alone (no call moves a ticket; the trigger must still follow).
    await database.db.updateTable('tickets').set({ type: 1 }).where('id', '=', ticketId).execute();
    await expectCountersTrue();
    const report = await database.db
      .selectFrom('tickets')
      .select(['group_key', 'category_key'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    await database.db.updateTable('tickets').set(report).where('id', '=', ticketId).execute();
    await expectCountersTrue();
    await database.db.deleteFrom('tickets').where('id', 'in', [ticketId, reportId]).execute();
    await expectCountersTrue();
  });
});

interface SortedRow {
  id: number;
  weight: number;
  comment: number;
  created: number;
}
type Compare = (a: SortedRow, b: SortedRow) => number;
const up =
  (key: keyof SortedRow): Compare =>
  (a, b) =>
    a[key] - b[key];
const down =
  (key: keyof SortedRow): Compare =>
  (a, b) =>
    b[key] - a[key];
const byKeys =
  (...keys: Compare[]): Compare =>
  (a, b) =>
    keys.reduce((found, compare) => found || compare(a, b), 0);

/** Each sort's order written out on its own, to check the pages against. */
const ORDERS: Record<TicketSort, Compare> = {
  oldestComment: byKeys(up('comment'), up('id')),
  latestComment: byKeys(down('comment'), down('id')),
  newest: byKeys(down('created'), down('id')),
  oldest: byKeys(up('created'), up('id')),
  staffPriority: byKeys(down('weight'), up('comment'), up('id')),
  staffLatest: byKeys(down('comment'), down('id')),
};
const PAGE_SIZE = 25;

async function openedSupport(unassignedOnly: boolean): Promise<SortedRow[]> {
  const rows = await database.db
    .selectFrom('tickets')
    .select(['id', 'category_weight', 'last_comment_at', 'created_at'])
    .where('type', '=', 0)
    .where('status', '=', 0)
    .$if(unassignedOnly, (query) => query.where('is_assigned', '=', false))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    weight: row.category_weight,
    comment: row.last_comment_at.getTime(),
    created: row.created_at.getTime(),
  }));
}

async function tablePage(body: object): Promise<{ ids: number[]; total: number }> {
  const response = await post(portal, token('admin1'), '/tickets/paginated', body);
  expect(response.status).toBe(200);
  const { data, total } = response.body as { data: Ticket[]; total: number };
  return { ids: data.map((ticket) => ticket._id), total };
}

describe('POST /api/tickets/paginated, deep pages and kept totals', () => {
  beforeAll(async () => {
    const original = await createSupportTicket(portal, token('player1'), { title: 'Original' });
    // 120 copies sharing their creation and comment times, half of them heavier: every page
    // boundary falls inside a run of equal keys, which only the id orders.
    await sql`
      insert into tickets (type, group_key, category_key, is_web, title, status, created_by,
                           created_at, last_comment_at, category_weight, is_assigned)
      select type, group_key, category_key, is_web, 'Copia ' || n, status, created_by,
             timestamptz '2020-01-15', timestamptz '2020-01-16', n % 2, n % 4 = 0
      from tickets, generate_series(1, 120) n where id = ${original}`.execute(database.db);
  });

  test.each(TICKET_SORTS)(
    'when every page of the opened tab is read sorted by %s, then they are the tab in that order, then empty',
    async (sort) => {
      const expected = (await openedSupport(false)).sort(ORDERS[sort]).map((row) => row.id);
      const pages = Math.ceil(expected.length / PAGE_SIZE);
      expect(pages).toBeGreaterThanOrEqual(5);
      for (let page = 1; page <= pages + 1; page += 1) {
        const read = await tablePage({ sort, page, pageSize: PAGE_SIZE });
        const from = (page - 1) * PAGE_SIZE;
        expect(read).toEqual({
          ids: expected.slice(from, from + PAGE_SIZE),
          total: expected.length,
        });
      }
      expect(await tablePage({ sort, page: 1_000, pageSize: PAGE_SIZE })).toEqual({
        ids: [],
        total: expected.length,
      });
    },
  );

  test('when the unassigned tab is read by pages, then its total is the kept count and the last page is its end', async () => {
    const expected = (await openedSupport(true)).sort(ORDERS.staffPriority).map((row) => row.id);
    const last = Math.ceil(expected.length / PAGE_SIZE);
    const body = { statusFilter: 'unassigned', sort: 'staffPriority', pageSize: PAGE_SIZE };
    expect(await tablePage({ ...body, page: last })).toEqual({
      ids: expected.slice((last - 1) * PAGE_SIZE),
      total: expected.length,
    });
    expect(await tablePage({ ...body, page: 2 })).toEqual({
      ids: expected.slice(PAGE_SIZE, 2 * PAGE_SIZE),
      total: expected.length,
    });
  });

  test('when the table is narrowed to a group, then the total counts that group alone', async () => {
    const { group_key } = await database.db
      .selectFrom('tickets')
      .select('group_key')
      .where('title', '=', 'Original')
      .executeTakeFirstOrThrow();
    const { count } = await database.db
      .selectFrom('tickets')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('type', '=', 0)
      .where('status', '=', 0)
      .where('group_key', '=', group_key)
      .executeTakeFirstOrThrow();
    const groupFilter = { selectAll: false, groups: [group_key] };
    expect((await tablePage({ groupFilter })).total).toBe(count);
    const none = { selectAll: false, groups: [] };
    expect(await tablePage({ groupFilter: none })).toEqual({ ids: [], total: 0 });
  });

  test.each([true, false])(
    'when the table is narrowed to web %s, then the total counts those tickets',
    async (isWeb) => {
      const { count } = await database.db
        .selectFrom('tickets')
        .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
        .where('type', '=', 0)
        .where('status', '=', 0)
        .where('is_web', '=', isWeb)
        .executeTakeFirstOrThrow();
      expect((await tablePage({ isWeb })).total).toBe(count);
    },
  );
});
