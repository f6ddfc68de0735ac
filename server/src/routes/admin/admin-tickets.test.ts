import { type AdminTicketQueryBody, DAY_MS, type Ticket } from '@portal/shared/contract';
import { createTicketsOnTestDay, numberedTitles, TEST_DAY } from '../../testing/admin-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { createReport, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
let ids: number[];
let report: number;

useDemoPortal(['player1', 'staff1', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const COUNT = 27;
const noon = TEST_DAY + DAY_MS / 2;
const MINUTE = 60_000;

beforeAll(async () => {
  ids = await createTicketsOnTestDay(
    portal,
    database.db,
    token('player1'),
    numberedTitles('Lote', COUNT),
  );
  report = await createReport(portal, token('player1'));
  await database.db
    .updateTable('tickets')
    .set({ created_at: new Date(TEST_DAY + DAY_MS - 1) })
    .where('id', '=', report)
    .execute();
});

type Page = { data: Ticket[]; total: number };
const testDay: Partial<AdminTicketQueryBody> = { createdFrom: noon, createdTo: noon };

async function page(path: string, body: Partial<AdminTicketQueryBody>): Promise<Page> {
  const response = await post(portal, token('admin1'), path, body);
  expect(response.status).toBe(200);
  return response.body as Page;
}

describe('POST /api/tickets/paginated and /reports/paginated', () => {
  test.each([
    [{ pageSize: 30 }],
    [{ page: 0 }],
    [{ page: 1.5 }],
    [{ createdFrom: noon + DAY_MS, createdTo: noon }],
    [{ sort: 'cheapest' }],
    [{ extra: true }],
  ])('when the body is %j, then it is a 400 from the contract', async (body) => {
    const response = await post(portal, token('admin1'), '/tickets/paginated', body);
    expect(response.status).toBe(400);
  });

  test.each([
    [{ createdFrom: noon + DAY_MS, createdTo: noon }, 'dateRange.startAfterEnd'],
    [{ createdFrom: Date.now() + 2 * DAY_MS }, 'dateRange.startAfterToday'],
  ])('when the body is %j, then the 400 carries the rule code %s', async (body, code) => {
    const response = await post(portal, token('admin1'), '/tickets/paginated', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, details: [{ path: 'createdFrom' }] });
  });

  test('when the pages are walked, then the last one is short and the next one empty', async () => {
    const first = await page('/tickets/paginated', { ...testDay, sort: 'oldest' });
    expect(first.total).toBe(COUNT);
    expect(first.data.map((ticket) => ticket._id)).toEqual(ids.slice(0, 25));
    const last = await page('/tickets/paginated', { ...testDay, sort: 'oldest', page: 2 });
    expect(last).toMatchObject({ total: COUNT });
    expect(last.data.map((ticket) => ticket._id)).toEqual(ids.slice(25));
    const past = await page('/tickets/paginated', { ...testDay, sort: 'oldest', page: 3 });
    expect(past).toEqual({ data: [], total: COUNT });
    const wide = await page('/tickets/paginated', { ...testDay, pageSize: 50 });
    expect(wide.data).toHaveLength(COUNT);
  });

  test('when nothing matches, then the page is empty with a total of 0', async () => {
    const day = TEST_DAY - 10 * DAY_MS;
    expect(await page('/tickets/paginated', { createdFrom: day, createdTo: day })).toEqual({
      data: [],
      total: 0,
    });
  });

  test.each([
    ['oldest', (list: number[]) => list],
    ['newest', (list: number[]) => [...list].reverse()],
    ['oldestComment', (list: number[]) => [...list].reverse()],
    ['latestComment', (list: number[]) => list],
    ['staffLatest', (list: number[]) => list],
  ] as const)('when sorted by %s, then the rows come in that order', async (sort, expected) => {
    const { data } = await page('/tickets/paginated', { ...testDay, sort, pageSize: 50 });
    expect(data.map((ticket) => ticket._id)).toEqual(expected(ids));
  });

  test('when sorted by staff priority, then heavier categories come first, then older comments', async () => {
    const heavy = ids[5] ?? 0;
    await database.db
      .updateTable('tickets')
      .set({ category_weight: 1000 })
      .where('id', '=', heavy)
      .execute();
    const { data } = await page('/tickets/paginated', {
      ...testDay,
      sort: 'staffPriority',
      pageSize: 50,
    });
    expect(data.map((ticket) => ticket._id)).toEqual([
      heavy,
      ...[...ids].reverse().filter((id) => id !== heavy),
    ]);
    await database.db
      .updateTable('tickets')
      .set({ category_weight: 0 })
      .where('id', '=', heavy)
      .execute();
  });

  test('when the period is one day, then it holds that UTC day from its first to its last millisecond', async () => {
    await database.db
      .updateTable('tickets')
      .set({ created_at: new Date(TEST_DAY - 1) })
      .where('id', '=', ids[1] ?? 0)
      .execute();
    await database.db
      .updateTable('tickets')
      .set({ created_at: new Date(TEST_DAY + DAY_MS) })
      .where('id', '=', ids[2] ?? 0)
      .execute();
    await database.db
      .updateTable('tickets')
      .set({ created_at: new Date(TEST_DAY + DAY_MS - 1) })
      .where('id', '=', ids[3] ?? 0)
      .execute();
    const day = await page('/tickets/paginated', { ...testDay, sort: 'oldest', pageSize: 50 });
    const shown = day.data.map((ticket) => ticket._id);
    expect(shown[0]).toBe(ids[0]);
    expect(shown.at(-1)).toBe(ids[3]);
    expect(shown).not.toContain(ids[1]);
    expect(shown).not.toContain(ids[2]);
    expect(day.total).toBe(COUNT - 2);
    const twoDays = await page('/tickets/paginated', {
      createdFrom: TEST_DAY - DAY_MS / 2,
      createdTo: noon,
      pageSize: 50,
    });
    expect(twoDays.total).toBe(COUNT - 1);
    for (const [index, at] of [
      [1, TEST_DAY + MINUTE * 1],
      [2, TEST_DAY + MINUTE * 2],
      [3, TEST_DAY + MINUTE * 3],
    ] as const) {
      await database.db
        .updateTable('tickets')
        .set({ created_at: new Date(at) })
        .where('id', '=', ids[index] ?? 0)
        .execute();
    }
  });

  test('when a super-admin reads the table, then people come with their real names', async () => {
    const { data } = await page('/tickets/paginated', { ...testDay, pageSize: 25 });
    expect(data[0]?.createdBy.name).toBe('Lucía Gómez');
  });

  test('when the reports table is read, then it holds reports only, and the search filters it', async () => {
    const reports = await page('/reports/paginated', testDay);
    expect(reports.data.map((ticket) => ticket._id)).toEqual([report]);
    expect(reports.data[0]?.reportAccused?.name).toEqual(expect.any(String));
    const found = await page('/tickets/paginated', { ...testDay, searchFilter: 'Lote' });
    expect(found.total).toBe(COUNT);
    const none = await page('/tickets/paginated', { ...testDay, searchFilter: 'inexistente' });
    expect(none.total).toBe(0);
    const closed = await page('/tickets/paginated', { ...testDay, statusFilter: 'closed' });
    expect(closed.total).toBe(0);
  });
});
