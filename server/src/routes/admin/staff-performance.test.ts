import {
  DAY_MS,
  type StaffPerformanceBody,
  type StaffPerformanceRow,
} from '@portal/shared/contract';
import { createTicketsOnTestDay, numberedTitles, TEST_DAY } from '../../testing/admin-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, createReport, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
let report: number;

useDemoPortal(['player1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const DAYS = 27;
const HOUR_MS = 3_600_000;
const noon = TEST_DAY + DAY_MS / 2;
const period = { dateFrom: noon, dateTo: noon + (DAYS - 1) * DAY_MS };
const CARLOS = 'Carlos Pérez';
const ELENA = 'Elena Navarro';

/**
 * staff1 (Carlos) is assigned one support ticket a day for 27 days from TEST_DAY; staff2 (Elena)
 * two support tickets and a report on TEST_DAY (the report at its last millisecond), and one
 * ticket the millisecond before TEST_DAY.
 */
beforeAll(async () => {
  const ids = await createTicketsOnTestDay(
    portal,
    database.db,
    token('player1'),
    numberedTitles('Turno', DAYS),
  );
  report = await createReport(portal, token('player1'));
  const carlos = await accountIdOf(database.db, 'staff1');
  const elena = await accountIdOf(database.db, 'staff2');
  const at = (ms: number) => new Date(ms);
  await database.db
    .insertInto('ticket_assignees')
    .values([
      ...ids.map((id, day) => ({
        ticket_id: id,
        account_id: carlos,
        assigned_by: null,
        assigned_at: at(TEST_DAY + day * DAY_MS + HOUR_MS),
      })),
      { ticket_id: ids[0] ?? 0, account_id: elena, assigned_by: null, assigned_at: at(TEST_DAY) },
      { ticket_id: ids[1] ?? 0, account_id: elena, assigned_by: null, assigned_at: at(noon) },
      {
        ticket_id: report,
        account_id: elena,
        assigned_by: null,
        assigned_at: at(TEST_DAY + DAY_MS - 1),
      },
      {
        ticket_id: ids[2] ?? 0,
        account_id: elena,
        assigned_by: null,
        assigned_at: at(TEST_DAY - 1),
      },
    ])
    .execute();
});

type Page = { data: StaffPerformanceRow[]; total: number };

async function performance(body: Partial<StaffPerformanceBody>): Promise<Page> {
  const response = await post(portal, token('admin1'), '/staff/performance', {
    ...period,
    ...body,
  });
  expect(response.status).toBe(200);
  return response.body as Page;
}

const summary = (row: StaffPerformanceRow | undefined) =>
  row && [row.staffName, (row.date - TEST_DAY) / DAY_MS, row.reportsCount, row.supportCount];

describe('POST /api/staff/performance', () => {
  test.each([
    [{ pageSize: 10 }],
    [{ page: 0 }],
    [{ sortBy: 'mood' }],
    [{ sortOrder: 'up' }],
    [{ dateFrom: noon + DAY_MS, dateTo: noon }],
    [{ ticketType: 2 }],
  ])('when the body is %j, then it is a 400 from the contract', async (body) => {
    const response = await post(portal, token('admin1'), '/staff/performance', body);
    expect(response.status).toBe(400);
  });

  test.each([
    [{ dateFrom: noon + DAY_MS, dateTo: noon }, 'dateRange.startAfterEnd'],
    [{ dateFrom: Date.now() + 2 * DAY_MS }, 'dateRange.startAfterToday'],
  ])('when the body is %j, then the 400 carries the rule code %s', async (body, code) => {
    const response = await post(portal, token('admin1'), '/staff/performance', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, details: [{ path: 'dateFrom' }] });
  });

  test('when the pages are walked, then the last one is short and the next one empty', async () => {
    const first = await performance({ sortBy: 'date', sortOrder: 'asc' });
    expect(first.total).toBe(DAYS + 1);
    expect(first.data.slice(0, 3).map(summary)).toEqual([
      [CARLOS, 0, 0, 1],
      [ELENA, 0, 1, 2],
      [CARLOS, 1, 0, 1],
    ]);
    expect(first.data).toHaveLength(25);
    const last = await performance({ sortBy: 'date', sortOrder: 'asc', page: 2 });
    expect(last.data.map(summary)).toEqual([24, 25, 26].map((day) => [CARLOS, day, 0, 1]));
    expect(await performance({ page: 3 })).toEqual({ data: [], total: DAYS + 1 });
  });

  test.each([
    ['date', 'desc', [CARLOS, 26, 0, 1]],
    ['reportsCount', 'desc', [ELENA, 0, 1, 2]],
    ['reportsCount', 'asc', [CARLOS, 0, 0, 1]],
    ['supportCount', 'desc', [ELENA, 0, 1, 2]],
    ['staffName', 'desc', [ELENA, 0, 1, 2]],
    ['staffName', 'asc', [CARLOS, 0, 0, 1]],
  ] as const)(
    'when sorted by %s %s, then the first row is %j',
    async (sortBy, sortOrder, first) => {
      const { data } = await performance({ sortBy, sortOrder });
      expect(summary(data[0])).toEqual(first);
    },
  );

  test('when the period is one day, then it holds that UTC day from its first to its last millisecond', async () => {
    const { data, total } = await performance({
      dateFrom: noon,
      dateTo: noon,
      sortBy: 'staffName',
      sortOrder: 'asc',
    });
    expect(total).toBe(2);
    expect(data.map(summary)).toEqual([
      [CARLOS, 0, 0, 1],
      [ELENA, 0, 1, 2],
    ]);
    const before = await performance({ dateFrom: TEST_DAY - 1, dateTo: TEST_DAY - 1 });
    expect(before.data.map(summary)).toEqual([[ELENA, -1, 0, 1]]);
  });

  test('when a staff name, a type or a status is chosen, then only those assignments count', async () => {
    const named = await performance({ staffName: ' elena ' });
    expect(named.data.map(summary)).toEqual([[ELENA, 0, 1, 2]]);
    expect((await performance({ staffName: '%' })).total).toBe(0);
    const reports = await performance({ ticketType: 1 });
    expect(reports.data.map(summary)).toEqual([[ELENA, 0, 1, 0]]);
    expect((await performance({ status: 1 })).total).toBe(0);
    await database.db.updateTable('tickets').set({ status: 1 }).where('id', '=', report).execute();
    const closed = await performance({ status: 1 });
    expect(closed.data.map(summary)).toEqual([[ELENA, 0, 1, 0]]);
    await database.db.updateTable('tickets').set({ status: 0 }).where('id', '=', report).execute();
  });
});
