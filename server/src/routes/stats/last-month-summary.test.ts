import {
  type LastMonthSummary,
  type LastMonthTicket,
  type LastMonthTicketsPage,
  LIMITS,
  type StaffStats,
  TICKET_STATUS,
  TICKET_TYPE,
  UNASSIGNED,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, createReport, get, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

/** More than a page of tickets nobody took, one a minute back from now. */
const UNTAKEN = LIMITS.lastMonthTicketsPageSize + 5;

beforeAll(async () => {
  const taken = await createSupportTicket(portal, token('player1'), { title: 'Tomado' });
  const closed = await createSupportTicket(portal, token('player1'), { title: 'Cerrado' });
  const shared = await createReport(portal, token('player1'));
  const old = await createSupportTicket(portal, token('player1'), { title: 'Antiguo' });
  const roleOnly = await createReport(portal, token('player1'));
  for (const [as, ticketId] of [
    ['staff1', taken],
    ['admin1', closed],
    ['staff2', shared],
    ['admin1', shared],
    ['staff1', old],
  ] as const) {
    expect((await post(portal, token(as), '/takeTicket', { ticketId })).status).toBe(200);
  }
  // A role is no staff member: the view counts this ticket as nobody's.
  const role = await post(portal, token('admin1'), '/assignRole', {
    ticketId: roleOnly,
    key: 'events',
  });
  expect(role.status).toBe(200);
  expect((await post(portal, token('admin1'), '/closeTicket', { ticketId: closed })).status).toBe(
    200,
  );
  await database.db
    .updateTable('tickets')
    .set({ created_at: new Date(Date.now() - LIMITS.lastMonthStatsMs - 60_000) })
    .where('id', '=', old)
    .execute();
  const creator = await accountIdOf(database.db, 'player1');
  await sql`
    insert into tickets (type, group_key, category_key, is_web, title, created_by, created_at)
    select ${TICKET_TYPE.support}, group_key, category_key, true, 'Sin tomar ' || minute, ${creator},
           date_trunc('milliseconds', now()) - minute * interval '1 minute'
    from tickets, generate_series(1, ${UNTAKEN}) as minute
    where id = ${taken}`.execute(database.db);
});

const lastMonth = async (as: string) =>
  (await get(portal, token(as), '/getLastMonthStats')).body as LastMonthTicket[];
const summary = (as: string) => get(portal, token(as), '/getLastMonthSummary');
const ticketsPage = (as: string, search: string) =>
  get(portal, token(as), `/getLastMonthTickets?${search}`);

/** A figure of the summary: whose tickets, of which type and status. */
interface Figure {
  assignee: string;
  type: 'support' | 'report';
  status: 'opened' | 'closed';
}

const typeName = (ticket: LastMonthTicket) =>
  ticket.type === TICKET_TYPE.report ? 'report' : 'support';
const statusName = (ticket: LastMonthTicket) =>
  ticket.status === TICKET_STATUS.closed ? 'closed' : 'opened';
const ownersOf = (ticket: LastMonthTicket) =>
  ticket.assignees.length === 0 ? [UNASSIGNED] : ticket.assignees.map((each) => each.visualId);

/** What the Statistics view counted from GET /getLastMonthStats: `assignee/type/status` → n. */
function countsFromList(tickets: readonly LastMonthTicket[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    for (const owner of ownersOf(ticket)) {
      const key = `${owner}/${typeName(ticket)}/${statusName(ticket)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

function countsFromSummary({ staff }: LastMonthSummary): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of staff) {
    for (const type of ['support', 'report'] as const) {
      for (const status of ['opened', 'closed'] as const) {
        if (row[type][status] === 0) continue;
        counts.set(`${row.assignee?.visualId ?? UNASSIGNED}/${type}/${status}`, row[type][status]);
      }
    }
  }
  return counts;
}

/** Each assignee as the view named them: from any listed ticket that names them. */
function namesFromList(tickets: readonly LastMonthTicket[]): Map<string, string | undefined> {
  const names = new Map<string, string | undefined>();
  for (const account of tickets.flatMap((ticket) => ticket.assignees)) {
    names.set(account.visualId, names.get(account.visualId) ?? account.name);
  }
  return names;
}

async function everyPage(as: string, figure: Partial<Figure>): Promise<number[]> {
  const search = new URLSearchParams(figure as Record<string, string>);
  const ids: number[] = [];
  for (;;) {
    const response = await ticketsPage(as, search.toString());
    expect(response.status).toBe(200);
    const page = response.body as LastMonthTicketsPage;
    expect(page.data.length).toBeLessThanOrEqual(LIMITS.lastMonthTicketsPageSize);
    ids.push(...page.data.map((ticket) => ticket._id));
    if (!page.hasMore) return ids;
    search.set('cursor', page.cursor ?? '');
  }
}

/** Drop supervisor1's reports role: the reports group then shows staff as hashes only. */
async function supervisorWithoutReports() {
  await database.db
    .deleteFrom('account_roles')
    .where('role_key', '=', 'reports')
    .where('account_id', '=', await accountIdOf(database.db, 'supervisor1'))
    .execute();
}

describe('GET /api/getLastMonthSummary and /api/getLastMonthTickets', () => {
  test.each(['player1', 'staff1'])(
    'when %s (below supervisor power) asks, then both are a 403',
    async (as) => {
      expect((await summary(as)).status).toBe(403);
      const page = await ticketsPage(as, `assignee=${UNASSIGNED}`);
      expect(page.status).toBe(403);
      expect(page.body.error).toMatch(/supervisors and administrators/);
    },
  );

  test('when the figure is not one of the view, then it is a 400 or an unknown person a 404', async () => {
    expect((await ticketsPage('admin1', 'assignee=unassigned&type=bug')).status).toBe(400);
    expect((await ticketsPage('admin1', 'assignee=unassigned&status=0')).status).toBe(400);
    expect((await ticketsPage('admin1', 'assignee=unassigned&cursor=12')).status).toBe(400);
    expect((await ticketsPage('admin1', 'assignee=unassigned&cursor=1.2147483648')).status).toBe(
      400,
    );
    expect(
      (await ticketsPage('admin1', 'assignee=unassigned&cursor=253402300800000.1')).status,
    ).toBe(400);
    expect((await ticketsPage('admin1', 'type=support')).status).toBe(400);
    expect((await ticketsPage('admin1', 'assignee=nobody-at-all')).status).toBe(404);
  });

  // staff2 works only on a report: a hash to whom does not administer the reports group.
  test.each([
    ['admin1', async () => {}, []],
    ['supervisor1', supervisorWithoutReports, [undefined]],
  ] as const)(
    'when %s asks, then the summary counts what the ticket list holds and names whom it names',
    async (as, setUp, hidden) => {
      await setUp();
      // staff1 answers and closes a ticket of player1, who reviews it.
      const reviewed = await createSupportTicket(portal, token('player1'));
      await postComment(portal, token('staff1'), reviewed, 'Solucionado.');
      expect(
        (await post(portal, token('staff1'), '/closeTicket', { ticketId: reviewed })).status,
      ).toBe(200);
      const review = { ticketId: reviewed, points: 4, comment: 'Rápido.' };
      expect((await post(portal, token('player1'), '/review', review)).status).toBe(200);
      const tickets = await lastMonth(as);
      const response = await summary(as);
      expect(response.status).toBe(200);
      const body = response.body as LastMonthSummary;

      expect(countsFromSummary(body)).toEqual(countsFromList(tickets));
      expect(body.tickets).toBe(tickets.length);
      const listed = namesFromList(tickets);
      expect(
        new Map(
          body.staff.flatMap(({ assignee }) =>
            assignee ? [[assignee.visualId, assignee.name]] : [],
          ),
        ),
      ).toEqual(listed);
      const names = [...listed.values()];
      expect(names).toContain('Carlos Pérez');
      expect(names.filter((name) => name === undefined)).toEqual(hidden);

      // A named member's row carries what POST /getStaffStats says of their reviews; a hash, none.
      const named = body.staff.flatMap((row) => (row.assignee?._id === undefined ? [] : [row]));
      const asked = await post(portal, token(as), '/getStaffStats', {
        staffs: named.map((row) => row.assignee?._id),
      });
      expect(asked.status).toBe(200);
      expect(named.map((row) => row.reviews)).toEqual(
        (asked.body as StaffStats[]).map((stats) => stats.summary),
      );
      expect(named.some((row) => (row.reviews?.count ?? 0) > 0)).toBe(true);
      const unnamed = body.staff.filter((row) => row.assignee?._id === undefined);
      expect(unnamed.map((row) => row.reviews)).toEqual(unnamed.map(() => undefined));
    },
  );

  test('when every figure is paged through, then its tickets are those of the list, newest first', async () => {
    const tickets = await lastMonth('admin1');
    const figures = [...countsFromList(tickets).keys()].map((key) => {
      const [assignee = '', type, status] = key.split('/');
      return { assignee, type, status } as Figure;
    });
    const wholes = [...new Set(figures.map((figure) => figure.assignee))].map((assignee) => ({
      assignee,
    }));
    for (const figure of [...figures, ...wholes]) {
      const expected = tickets
        .filter((ticket) => ownersOf(ticket).includes(figure.assignee))
        .filter((ticket) => !('type' in figure) || typeName(ticket) === figure.type)
        .filter((ticket) => !('status' in figure) || statusName(ticket) === figure.status)
        .map((ticket) => ticket._id);
      expect({ figure, ids: await everyPage('admin1', figure) }).toEqual({ figure, ids: expected });
    }
    expect((await everyPage('admin1', { assignee: UNASSIGNED })).length).toBeGreaterThan(UNTAKEN);
  });

  test('when the tickets behind a figure are paged, then each carries its title where the viewer administers its group', async () => {
    const titlesFor = async (as: string, type: 'support' | 'report') => {
      const response = await ticketsPage(as, `assignee=${UNASSIGNED}&type=${type}`);
      expect(response.status).toBe(200);
      return (response.body as LastMonthTicketsPage).data.map((ticket) => ticket.title);
    };
    const support = await titlesFor('admin1', 'support');
    expect(support).toEqual(expect.arrayContaining(['Sin tomar 1', 'Sin tomar 2']));
    expect(support).not.toContain(undefined);
    expect(await titlesFor('admin1', 'report')).not.toContain(undefined);
    await supervisorWithoutReports();
    const reports = await titlesFor('supervisor1', 'report');
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((title) => title === undefined)).toBe(true);
  });
});
