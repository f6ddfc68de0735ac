import { type StatusFilter, TICKET_TYPE, type TicketType } from '@portal/shared/contract';
import { useDemoDatabase } from '../../testing/demo-portal';
import { demoSuperAdmin } from '../../testing/list-helpers';
import { countingStatements } from '../../testing/statement-counter';
import { findAccountsByIds } from '../accounts/accounts-repository';
import { listTickets, type TicketListQuery } from '../ticket-list/ticket-list-query';
import { countUnassigned } from '../ticket-list/ticket-unassigned-counts';
import type { VisibilityViewer } from '../ticket-list/ticket-visibility-sql';
import { findTicketPresentationData } from '../tickets/ticket-presentation-repository';

let superAdmin: VisibilityViewer;

const database = useDemoDatabase();

beforeAll(async () => {
  superAdmin = await demoSuperAdmin(database.db);
});

function pageQuery(type: TicketType, status: StatusFilter, limit: number): TicketListQuery {
  return {
    viewer: superAdmin,
    type,
    status,
    sort: 'newest',
    search: undefined,
    groups: undefined,
    assignees: undefined,
    isWeb: undefined,
    after: undefined,
    limit,
  };
}

/** The demo's open tickets of each tab (it closes none). */
const pages = [
  [TICKET_TYPE.support, 'opened'],
  [TICKET_TYPE.report, 'opened'],
] as const;

beforeAll(async () => {
  // An erased account and an admin role among the people the pages name.
  const named = await database.db
    .selectFrom('tickets')
    .select('created_by')
    .where('status', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await database.db
    .updateTable('accounts')
    .set({ erased_at: new Date('2026-11-01T00:00:00Z') })
    .where('id', '=', named.created_by)
    .execute();
  const role = await database.db.selectFrom('roles').select('key').executeTakeFirstOrThrow();
  await database.db
    .insertInto('account_roles')
    .values({ account_id: named.created_by, role_key: role.key })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
});

describe('a list page', () => {
  test('when a page is read, then its people, reads and accounts come in the same statement, the same as read apart', async () => {
    const seen = { assignees: 0, partners: 0, reads: 0 };
    for (const [type, status] of pages) {
      const { db, counted } = countingStatements(database.db);
      const page = await listTickets(db, pageQuery(type, status, 40));
      expect(counted.statements).toBe(1);
      expect(page.rows.length).toBeGreaterThan(0);
      const apart = await findTicketPresentationData(
        database.db,
        page.rows.map((row) => row.id),
        page.rows.flatMap((row) => [row.created_by, row.report_accused_id ?? row.created_by]),
      );
      expect(page.presentation.people).toEqual(apart.people);
      expect(page.presentation.accounts).toEqual(apart.accounts);
      // Shaped exactly as an account read on its own (its roles, its dates as dates), credentials left out.
      expect(page.presentation.accounts).toEqual(
        await findAccountsByIds(database.db, [...page.presentation.accounts.keys()]),
      );
      const byTicketAndAccount = (a: { ticketId: number; accountId: number }, b: typeof a) =>
        a.ticketId - b.ticketId || a.accountId - b.accountId;
      expect(page.presentation.reads.sort(byTicketAndAccount)).toEqual(
        apart.reads.sort(byTicketAndAccount),
      );
      for (const row of page.rows) {
        expect(page.presentation.accounts.has(row.created_by)).toBe(true);
        if (row.report_accused_id !== null) {
          expect(page.presentation.accounts.has(row.report_accused_id)).toBe(true);
        }
      }
      for (const people of page.presentation.people.values()) {
        seen.assignees += people.assigneeIds.length;
        seen.partners += people.partners.length;
      }
      seen.reads += page.presentation.reads.length;
    }
    // The demo's pages hold each kind of fact, so the comparison above compared something.
    expect(seen.assignees).toBeGreaterThan(0);
    expect(seen.partners).toBeGreaterThan(0);
    expect(seen.reads).toBeGreaterThan(0);
  });

  test('when a first page asks for the tab badges, then they come in the same statement, the same as counted apart', async () => {
    const counted = await countUnassigned(database.db, superAdmin);
    expect(counted.support + counted.report).toBeGreaterThan(0);
    const { db, counted: sent } = countingStatements(database.db);
    const page = await listTickets(db, pageQuery(TICKET_TYPE.support, 'opened', 21), {
      badgesFor: superAdmin,
    });
    expect(sent.statements).toBe(1);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.unassignedCounts).toEqual(counted);
  });

  test('when a page is empty, then so is its presentation, and its badges still come, in one statement', async () => {
    const query = { ...pageQuery(TICKET_TYPE.support, 'opened', 21), after: [0, 0] };
    const { db, counted } = countingStatements(database.db);
    const page = await listTickets(db, query, { badgesFor: superAdmin });
    expect(counted.statements).toBe(1);
    expect(page.rows).toEqual([]);
    expect(page.sortValues).toEqual([]);
    expect(page.presentation.people.size).toBe(0);
    expect(page.presentation.accounts.size).toBe(0);
    expect(page.unassignedCounts).toEqual(await countUnassigned(database.db, superAdmin));
  });

  test('when a player is on tickets as creator, accused and partner, open and closed, then the badges count the opened unassigned ones they may see', async () => {
    const player = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'player1')
      .executeTakeFirstOrThrow();
    const viewer: VisibilityViewer = {
      id: player.id,
      power: 0,
      adminRoles: [],
      isSuperAdmin: false,
      adminGroups: [],
    };
    // The demo's other tickets, both opened and unassigned: one names the player as accused, the
    // other as a partner; the player's own unassigned ticket is closed.
    const others = await database.db
      .selectFrom('tickets')
      .select(['id', 'type'])
      .where('created_by', '<>', player.id)
      .where('status', '=', 0)
      .where('is_assigned', '=', false)
      .orderBy('type', 'desc')
      .execute();
    const [accused, partnered] = others.map((ticket) => ticket.id);
    if (partnered === undefined) throw new Error('the demo has too few tickets of others');
    await database.db
      .updateTable('tickets')
      .set({ report_accused_id: player.id })
      .where('id', '=', accused as number)
      .execute();
    await database.db
      .insertInto('report_partners')
      .values({ ticket_id: partnered, position: 9, name: 'player1', account_id: player.id })
      .execute();
    await database.db
      .updateTable('tickets')
      .set({ status: 1, closed_at: new Date() })
      .where('created_by', '=', player.id)
      .where('is_assigned', '=', false)
      .execute();

    const counted = await database.db
      .selectFrom('tickets')
      .select(['type', (eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
      .where('status', '=', 0)
      .where('is_assigned', '=', false)
      .where((eb) =>
        eb.or([
          eb('created_by', '=', player.id),
          eb('report_accused_id', '=', player.id),
          eb(
            'id',
            'in',
            eb
              .selectFrom('report_partners')
              .select('ticket_id')
              .where('account_id', '=', player.id),
          ),
        ]),
      )
      .groupBy('type')
      .execute();
    const expected = { support: 0, report: 0 };
    for (const { type, count } of counted) {
      expected[type === TICKET_TYPE.report ? 'report' : 'support'] += count;
    }
    // The accused and the partner count; the closed and the assigned own tickets do not.
    expect(expected).toEqual({ support: 1, report: 1 });
    expect(await countUnassigned(database.db, viewer)).toEqual(expected);
    const page = await listTickets(
      database.db,
      { ...pageQuery(TICKET_TYPE.support, 'opened', 21), viewer },
      { badgesFor: viewer },
    );
    expect(page.unassignedCounts).toEqual(expected);
  });

  test('when a page does not ask for the badges, then it has none', async () => {
    const page = await listTickets(database.db, pageQuery(TICKET_TYPE.support, 'opened', 21));
    expect(page.unassignedCounts).toBeUndefined();
  });
});
