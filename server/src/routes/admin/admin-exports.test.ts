import {
  DAY_MS,
  type PublicAccount,
  type StaffPerformanceRow,
  type Ticket,
} from '@portal/shared/contract';
import type { Response } from 'supertest';
import { CSV_BOM, csvLine } from '../../exports/csv';
import { createTicketsOnTestDay, numberedTitles, TEST_DAY } from '../../testing/admin-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, createReport, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const HOSTILE_TITLES = [
  "=cmd|' /C calc'!A0",
  '+SUM(1)',
  '@x',
  '＝1+1',
  '-2+3',
  'Dice "hola", adiós',
];
const TITLES = [...HOSTILE_TITLES, ...numberedTitles('Export', 24)];
const noon = TEST_DAY + DAY_MS / 2;
const testDay = { createdFrom: noon, createdTo: noon, sort: 'oldest' };
let ids: number[];

beforeAll(async () => {
  ids = await createTicketsOnTestDay(portal, database.db, token('player1'), TITLES);
  const carlos = await accountIdOf(database.db, 'staff1');
  await database.db
    .insertInto('ticket_assignees')
    .values(
      ids.map((id, day) => ({
        ticket_id: id,
        account_id: carlos,
        assigned_by: null,
        assigned_at: new Date(TEST_DAY + (day % 3) * DAY_MS),
      })),
    )
    .execute();
});

function download(path: string, body: object): Promise<Response> {
  return post(portal, token('admin1'), path, body)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
}

/** A CSV as RFC 4180 reads it: fields split on commas outside quotes, `""` inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += character;
  }
  return rows;
}

async function allPages<Row>(path: string, body: object): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const response = await post(portal, token('admin1'), path, { ...body, page });
    const { data, total } = response.body as { data: Row[]; total: number };
    rows.push(...data);
    if (rows.length >= total || data.length === 0) return rows;
  }
}

describe('POST /api/tickets/csv and /reports/csv', () => {
  test('when tickets have hostile titles, then the CSV is a UTF-8 attachment with every formula neutralised', async () => {
    const response = await download('/tickets/csv', testDay);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tickets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const [header, ...rows] = parseCsv(text);
    expect(header?.slice(0, 5)).toEqual(['id', 'type', 'group', 'category', 'title']);
    expect(rows.map((row) => Number(row[0]))).toEqual(ids);
    expect(rows.slice(0, HOSTILE_TITLES.length).map((row) => row[4])).toEqual([
      "'=cmd|' /C calc'!A0",
      "'+SUM(1)",
      "'@x",
      "'＝1+1",
      "'-2+3",
      'Dice "hola", adiós',
    ]);
    expect(text).toContain('"Dice ""hola"", adiós"');
    expect(rows[0]?.[8]).toBe('Lucía Gómez');
    for (const row of rows) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r＝＋－＠]/);
    }
  });

  test('when nothing matches, then the CSV holds the header only', async () => {
    const day = TEST_DAY - 10 * DAY_MS;
    const response = await download('/reports/csv', { createdFrom: day, createdTo: day });
    expect(response.headers['content-disposition']).toMatch(/filename="reports-/);
    expect(parseCsv((response.body as Buffer).toString('utf8').slice(1))).toHaveLength(1);
  });
});

describe('POST /api/tickets/json and /staff/performance/json', () => {
  test('when the tickets are exported as JSON, then the file holds exactly the pages’ rows', async () => {
    const response = await download('/tickets/json', { ...testDay, sort: 'newest' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="tickets-.*\.json"/);
    const exported = JSON.parse((response.body as Buffer).toString('utf8')) as Ticket[];
    const paged = await allPages<Ticket>('/tickets/paginated', { ...testDay, sort: 'newest' });
    expect(paged).toHaveLength(TITLES.length);
    expect(exported).toEqual(paged);
  });

  test('when the demo reports are exported as JSON, then each holds exactly what its page shows (accused, partners, rules, reads)', async () => {
    const response = await download('/reports/json', { sort: 'newest' });
    const exported = JSON.parse((response.body as Buffer).toString('utf8')) as Ticket[];
    const paged = await allPages<Ticket>('/reports/paginated', { sort: 'newest' });
    expect(paged.some((report) => report.reportAccused && report.reportPartners?.length)).toBe(
      true,
    );
    expect(paged.some((report) => Object.keys(report.lastReads).length > 0)).toBe(true);
    expect(exported).toEqual(paged);
  });

  test('when staff performance is exported, then JSON equals the pages and CSV has one line per row', async () => {
    const body = { dateFrom: noon, dateTo: noon + 2 * DAY_MS, sortBy: 'date', sortOrder: 'asc' };
    const paged = await allPages<StaffPerformanceRow>('/staff/performance', body);
    expect(paged.map((row) => [row.staffName, row.supportCount])).toEqual([
      ['Carlos Pérez', 10],
      ['Carlos Pérez', 10],
      ['Carlos Pérez', 10],
    ]);
    const json = await download('/staff/performance/json', body);
    expect(JSON.parse((json.body as Buffer).toString('utf8'))).toEqual(paged);
    const csv = await download('/staff/performance/csv', body);
    expect(csv.headers['content-disposition']).toMatch(/filename="staff-performance-.*\.csv"/);
    expect(parseCsv((csv.body as Buffer).toString('utf8').slice(1))).toEqual([
      ['staffId', 'staffName', 'date', 'reportsCount', 'supportCount'],
      ...paged.map((row) => [
        String(row._id),
        row.staffName,
        new Date(row.date).toISOString().slice(0, 10),
        '0',
        '10',
      ]),
    ]);
  });
});

/** A person's cell: their name where the viewer may read it, their pseudonym otherwise. */
const personCell = (account: PublicAccount | undefined) =>
  account && (account.name ?? account.visualId);

/** The CSV a ticket list should give: each ticket's JSON, column by column. */
function csvOf(tickets: readonly Ticket[]): string {
  const header = csvLine([
    'id',
    'type',
    'group',
    'category',
    'title',
    'status',
    'createdAt',
    'lastComment',
    'createdBy',
    'assignees',
    'roleAssignees',
    'commentsCount',
    'reviewed',
    'reportAccused',
    'resolution',
  ]);
  const lines = tickets.map((ticket) =>
    csvLine([
      ticket._id,
      ticket.type === 1 ? 'report' : 'support',
      ticket.group,
      ticket.category,
      ticket.title,
      ticket.status === 1 ? 'closed' : 'opened',
      new Date(ticket.timestamp).toISOString(),
      new Date(ticket.lastComment).toISOString(),
      personCell(ticket.createdBy),
      ticket.assignees.map(personCell).join('; '),
      ticket.roleAssignees.join('; '),
      ticket.commentsCount,
      ticket.reviewed,
      personCell(ticket.reportAccused),
      ticket.resolution,
    ]),
  );
  return CSV_BOM + header + lines.join('');
}

describe('CSV and JSON exports of the same tickets', () => {
  /**
   * admin1 made one demo report and is a partner in it, and is accused in another: a party of a
   * report sees it as a player (pseudonyms, staff as support), the reporter with the names typed.
   */
  beforeAll(async () => {
    const admin = await accountIdOf(database.db, 'admin1');
    const reports = await database.db
      .selectFrom('tickets')
      .select('id')
      .where('type', '=', 1)
      .orderBy('id')
      .limit(2)
      .execute();
    const [made, accused] = reports.map((report) => report.id);
    await database.db
      .updateTable('tickets')
      .set({ created_by: admin })
      .where('id', '=', made ?? 0)
      .execute();
    await database.db
      .insertInto('report_partners')
      .values({ ticket_id: made ?? 0, position: 99, name: 'admin1', account_id: admin })
      .execute();
    await database.db
      .updateTable('tickets')
      .set({ report_accused_id: admin })
      .where('id', '=', accused ?? 0)
      .execute();
  });

  async function bothExports(tab: string, body: object) {
    const json = await download(`${tab}/json`, body);
    const tickets = JSON.parse((json.body as Buffer).toString('utf8')) as Ticket[];
    const csv = await download(`${tab}/csv`, body);
    return { tickets, csv: (csv.body as Buffer).toString('utf8') };
  }

  test.each([testDay, { sort: 'staffPriority' }])(
    "when tickets are exported with %j, then the CSV holds the JSON export's tickets cell by cell",
    async (body) => {
      const { tickets, csv } = await bothExports('/tickets', body);
      expect(tickets.length).toBeGreaterThan(0);
      expect(csv).toBe(csvOf(tickets));
    },
  );

  test('when reports the admin is a party of are exported, then the CSV shows their people as the JSON export does', async () => {
    const { tickets, csv } = await bothExports('/reports', { sort: 'newest' });
    const pseudonymous = tickets.filter((report) => report.createdBy.name === undefined);
    expect(pseudonymous).toHaveLength(2);
    expect(pseudonymous.some((report) => report.reportAccused?.name !== undefined)).toBe(true);
    expect(csv).toBe(csvOf(tickets));
  });

  test('when the admin is only a partner of a report whose accused names an account, then the CSV shows the accused as the JSON export does', async () => {
    await createReport(portal, token('player1'), {
      reportAccused: 'Carlos Pérez',
      reportPartners: ['admin1'],
    });
    const { tickets, csv } = await bothExports('/reports', { sort: 'newest' });
    expect(tickets[0]?.createdBy.name).toBeUndefined();
    expect(csv).toBe(csvOf(tickets));
  });
});
