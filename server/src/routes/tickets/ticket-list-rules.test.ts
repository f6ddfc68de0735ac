import type { Ticket } from '@portal/shared/contract';
import { ticketListResponseSchema } from '@portal/shared/contract/schemas';
import { sql } from 'kysely';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { type ListPath, listAs } from '../../testing/list-helpers';
import { accountIdOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
const ids: Record<string, number> = {};
const USERS = ['player1', 'player2', 'player3', 'staff1', 'staff2', 'admin1'];

/** 60 opened reports: in the act or not, weights 4/6/10, ties on time, assigned several ways. */
async function seedReportMix() {
  await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by,
      last_comment_at, category_weight, is_assigned, in_fraganti, report_accused_name)
    select 1, case when n % 2 = 0 then 'reports' else 'ingame-reports' end,
      case when n % 2 = 0 then (array['cheating', 'toxicity'])[1 + n % 4 / 2] else 'griefing' end,
      n % 2 = 0, 'Mix ' || n, ${ids.player1},
      timestamptz '2026-03-01' + (n % 7) * interval '1 minute',
      case when n % 2 = 1 then 6 when n % 4 / 2 = 0 then 10 else 4 end,
      n % 5 in (1, 2, 3), n % 6 = 0, 'Acusado'
    from generate_series(1, 60) n`.execute(database.db);
  await sql`insert into ticket_assignees (ticket_id, account_id)
    select id, case when split_part(title, ' ', 2)::int % 5 = 1 then ${ids.staff2}::int
      else ${ids.admin1}::int end
    from tickets where title like 'Mix %' and split_part(title, ' ', 2)::int % 5 in (1, 3)`.execute(
    database.db,
  );
  await sql`insert into ticket_role_assignees (ticket_id, role_key)
    select id, 'reports' from tickets where title like 'Mix %'
      and split_part(title, ' ', 2)::int % 5 = 2`.execute(database.db);
}

useDemoPortal(USERS, (demo) => {
  ({ database, portal, token } = demo);
});

beforeAll(async () => {
  for (const name of USERS) ids[name] = await accountIdOf(database.db, name);
  await seedReportMix();
});

function list(path: ListPath, user: string, body: object) {
  return listAs(portal, token(user), path, body);
}

async function allPages(path: ListPath, user: string, body: object) {
  const tickets: Ticket[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const response = await list(path, user, cursor ? { ...body, cursor } : body);
    if (response.status !== 200) throw new Error(response.text);
    const parsed = ticketListResponseSchema.parse(response.body);
    tickets.push(...parsed.data);
    cursor = parsed.cursor;
    if (!parsed.hasMore) return tickets;
  }
  throw new Error('paging did not end');
}

/** SPEC §4 computed independently from the rows: rank, then weight, then comment time, then id. */
async function expectedPriorityOrder(user: string, roles: string[], ticketIds: number[]) {
  const rows = await database.db
    .selectFrom('tickets')
    .select(['id', 'in_fraganti', 'is_assigned', 'category_weight', 'last_comment_at'])
    .where('id', 'in', ticketIds)
    .execute();
  const assignees = await database.db
    .selectFrom('ticket_assignees')
    .select(['ticket_id', 'account_id'])
    .where('ticket_id', 'in', ticketIds)
    .execute();
  const byRole = await database.db
    .selectFrom('ticket_role_assignees')
    .select(['ticket_id', 'role_key'])
    .where('ticket_id', 'in', ticketIds)
    .execute();
  const rank = (row: (typeof rows)[number]) => {
    if (row.in_fraganti && !row.is_assigned) return 0;
    if (assignees.some((a) => a.ticket_id === row.id && a.account_id === ids[user])) return 1;
    if (byRole.some((r) => r.ticket_id === row.id && roles.includes(r.role_key))) return 2;
    return row.is_assigned ? 4 : 3;
  };
  return [...rows]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        b.category_weight - a.category_weight ||
        a.last_comment_at.getTime() - b.last_comment_at.getTime() ||
        a.id - b.id,
    )
    .map((row) => row.id);
}

describe('staff priority (SPEC §4)', () => {
  test.each([
    ['admin1', []],
    ['staff2', ['reports', 'events']],
  ])(
    'when %s lists reports by staff priority, then the order is exactly SPEC §4',
    async (user, roles) => {
      const shown = (await allPages('/api/reports', user, { sort: 'staffPriority' })).map(
        (ticket) => ticket._id,
      );
      expect(shown.length).toBeGreaterThan(30);
      expect(shown).toEqual(await expectedPriorityOrder(user, roles, shown));
    },
  );

  test('when staff list without a sort, then staff priority is their default', async () => {
    const byDefault = await allPages('/api/reports', 'staff2', {});
    const explicit = await allPages('/api/reports', 'staff2', { sort: 'staffPriority' });
    expect(byDefault.map((t) => t._id)).toEqual(explicit.map((t) => t._id));
  });
});

describe('search', () => {
  test('when searching Spanish and English words, comments and ids, then the ticket is found', async () => {
    const id = await createSupportTicket(portal, token('player3'), {
      title: 'Las monedas desaparecieron',
    });
    const english = await createSupportTicket(portal, token('player3'), {
      title: 'My horses were running away',
    });
    await database.db
      .insertInto('comments')
      .values([
        { ticket_id: id, author_id: ids.player3 ?? 0, message: 'Perdí mis zafiros ayer' },
        {
          ticket_id: english,
          author_id: ids.staff1 ?? 0,
          message: 'confidential walrus note',
          staff_only: true,
        },
      ])
      .execute();
    const found = async (user: string, searchFilter: string) =>
      (await allPages('/api/tickets', user, { searchFilter })).map((ticket) => ticket._id);
    expect(await found('player3', 'moneda')).toContain(id);
    expect(await found('player3', 'horse run')).toContain(english);
    expect(await found('player3', 'zafiro')).toEqual([id]);
    expect(await found('player3', String(english))).toEqual([english]);
    expect(await found('player3', 'walrus')).toEqual([]);
    expect(await found('admin1', 'walrus')).toEqual([english]);
    expect(await found('player1', 'moneda')).toEqual([]);
  });

  test('when staff search by a player name or visualId, then that player’s tickets are found', async () => {
    const id = await createSupportTicket(portal, token('player2'), { title: 'Sin palabras' });
    const asAdmin = await allPages('/api/tickets', 'admin1', { searchFilter: 'mateo ruiz' });
    expect(asAdmin.map((ticket) => ticket._id)).toContain(id);
    const visualId = asAdmin.find((ticket) => ticket._id === id)?.createdBy.visualId ?? '';
    const byVisualId = await allPages('/api/tickets', 'admin1', { searchFilter: visualId });
    expect(byVisualId.map((ticket) => ticket._id)).toContain(id);
    const asPlayer = await allPages('/api/tickets', 'player3', { searchFilter: 'mateo ruiz' });
    expect(asPlayer.map((ticket) => ticket._id)).not.toContain(id);
  });
});

describe('filters', () => {
  test.each([
    ['player1', { statusFilter: 'mine' }],
    ['player1', { statusFilter: 'unassigned' }],
    ['player1', { sort: 'staffLatest' }],
    ['player1', { groupFilter: { selectAll: false, groups: ['support'] } }],
    ['player1', { isWeb: true }],
    ['player1', { assignedFilter: { selectAll: false, assigned: [1] } }],
    ['staff2', { assignedFilter: { selectAll: false, assigned: [1] } }],
  ])('when %s sends %j, then it is refused with 403', async (user, body) => {
    expect((await list('/api/tickets', user, body)).status).toBe(403);
  });

  test('when staff filter Mine and Unassigned, then only opened tickets of that kind come', async () => {
    const mine = await allPages('/api/reports', 'staff2', { statusFilter: 'mine' });
    expect(mine.length).toBeGreaterThan(0);
    for (const ticket of mine) {
      expect(ticket.status).toBe(0);
      expect(ticket.assignees.some((a) => a._id === ids.staff2)).toBe(true);
    }
    const unassigned = await allPages('/api/reports', 'admin1', { statusFilter: 'unassigned' });
    expect(unassigned.length).toBeGreaterThan(0);
    for (const ticket of unassigned) {
      expect(ticket.status).toBe(0);
      expect(ticket.assignees).toEqual([]);
      expect(ticket.roleAssignees).toEqual([]);
    }
  });

  test('when an admin filters by group, source and assignee, then only matching tickets come', async () => {
    const inGame = await allPages('/api/reports', 'admin1', { isWeb: false });
    expect(inGame.length).toBeGreaterThan(0);
    expect(inGame.every((ticket) => ticket.group === 'ingame-reports')).toBe(true);
    const group = await allPages('/api/reports', 'admin1', {
      groupFilter: { selectAll: false, groups: ['reports'] },
    });
    expect(group.every((ticket) => ticket.group === 'reports')).toBe(true);
    const assigned = await allPages('/api/reports', 'admin1', {
      assignedFilter: { selectAll: false, assigned: [ids.staff2] },
    });
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.every((t) => t.assignees.some((a) => a._id === ids.staff2))).toBe(true);
  });

  test('when a group filter names no group of the tab, then the list is empty', async () => {
    for (const groups of [['support'], ['no-such-group'], []]) {
      const response = await list('/api/reports', 'admin1', {
        groupFilter: { selectAll: false, groups },
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
    }
  });

  test('when the first page is listed, then the badges count opened unassigned tickets', async () => {
    const response = await list('/api/reports', 'admin1', {});
    const counted = await database.db
      .selectFrom('tickets')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('type', '=', 1)
      .where('status', '=', 0)
      .where('is_assigned', '=', false)
      .executeTakeFirstOrThrow();
    expect(response.body.unassignedCounts.report).toBe(counted.count);
  });
});
