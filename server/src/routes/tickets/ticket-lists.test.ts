import { TICKET_SORTS } from '@portal/shared/contract';
import { ticketListResponseSchema } from '@portal/shared/contract/schemas';
import { sql } from 'kysely';
import { type GroupWithAdminRoles, listGroups } from '../../repositories/community-repository';
import { canSeeTicketSql } from '../../repositories/ticket-list/ticket-visibility-sql';
import { visibilityViewer } from '../../services/tickets/visibility-viewer';
import { useDemoPortal } from '../../testing/demo-portal';
import { type ListPath, listAs } from '../../testing/list-helpers';
import { accountIdOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
const ids: Record<string, number> = {};
let groups: GroupWithAdminRoles[];
const USERS = ['player1', 'player2', 'player3', 'staff1', 'staff2', 'admin1'];
const BULK = 1000;

/**
 * 1,000 opened support tickets in one insert … select: ties on comment time and creation time, a
 * third assigned to staff1, some role-assigned, the rest unassigned, half in-game.
 */
async function seedBulkTickets() {
  const db = database.db;
  await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by,
      created_at, last_comment_at, category_weight, is_assigned, input_fields)
    select 0, case when n % 2 = 0 then 'support' else 'ingame' end,
      case when n % 2 = 0 then (array['account', 'payments', 'bug'])[1 + n % 3]
           else (array['stuck', 'lost-items'])[1 + n % 2] end,
      n % 2 = 0, 'Bulk ' || n, ${ids.player2},
      timestamptz '2026-01-01' + (n % 11) * interval '1 second',
      timestamptz '2026-02-01' + (n % 37) * interval '1 minute',
      (n * 7) % 6, n % 3 = 0 or n % 10 = 1, '{"Detalle": "relleno"}'
    from generate_series(1, ${BULK}) n`.execute(db);
  await sql`insert into ticket_assignees (ticket_id, account_id)
    select id, ${ids.staff1} from tickets where title like 'Bulk %' and is_assigned
      and split_part(title, ' ', 2)::int % 3 = 0`.execute(db);
  await sql`insert into ticket_assignees (ticket_id, account_id)
    select id, ${ids.admin1} from tickets where title like 'Bulk %' and is_assigned
      and split_part(title, ' ', 2)::int % 3 <> 0`.execute(db);
  await sql`insert into ticket_role_assignees (ticket_id, role_key)
    select id, 'support' from tickets where title like 'Bulk %'
      and split_part(title, ' ', 2)::int % 10 = 1`.execute(db);
}

useDemoPortal(USERS, (demo) => {
  ({ database, portal, token } = demo);
});

beforeAll(async () => {
  for (const name of USERS) ids[name] = await accountIdOf(database.db, name);
  groups = await listGroups(database.db);
  await seedBulkTickets();
});

function list(path: ListPath, user: string, body: object) {
  return listAs(portal, token(user), path, body);
}

async function pageThrough(user: string, body: object, maxPages = 80): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const response = await list('/api/tickets', user, cursor ? { ...body, cursor } : body);
    if (response.status !== 200) throw new Error(response.text);
    const parsed = ticketListResponseSchema.parse(response.body);
    expect(parsed.unassignedCounts !== undefined).toBe(page === 0);
    seen.push(...parsed.data.map((ticket) => ticket._id));
    cursor = parsed.cursor;
    if (!parsed.hasMore) return seen;
  }
  throw new Error('paging did not end');
}

async function visibleOpenedSupportIds(user: string): Promise<number[]> {
  const rows = await database.db
    .selectFrom('tickets')
    .select('id')
    .where('type', '=', 0)
    .where('status', '=', 0)
    .where((eb) =>
      canSeeTicketSql(
        eb,
        visibilityViewer(
          {
            id: ids[user] ?? 0,
            power: user === 'admin1' ? 100 : 2,
            adminRoles: user === 'staff1' ? ['support'] : [],
          },
          groups,
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('keyset paging over 1,000 tickets', () => {
  test.each(TICKET_SORTS)(
    'when a super-admin pages with sort %s, then every ticket comes exactly once',
    async (sort) => {
      const seen = await pageThrough('admin1', { sort });
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(await visibleOpenedSupportIds('admin1'));
    },
    60_000,
  );

  test.each(TICKET_SORTS)(
    'when a group admin pages with sort %s, then exactly the tickets they may see come once',
    async (sort) => {
      const seen = await pageThrough('staff1', { sort });
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(await visibleOpenedSupportIds('staff1'));
    },
    60_000,
  );

  test.each(['oldestComment', 'latestComment', 'newest', 'oldest'])(
    'when the creator pages with sort %s, then their tickets come once, in order',
    async (sort) => {
      const seen = await pageThrough('player2', { sort });
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(await visibleOpenedSupportIds('player2'));
      const rows = await database.db
        .selectFrom('tickets')
        .select(['id', 'last_comment_at', 'created_at'])
        .where('id', 'in', seen)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const key = (id: number) => {
        const row = byId.get(id);
        const time = sort.endsWith('Comment') ? row?.last_comment_at : row?.created_at;
        return [time?.getTime() ?? 0, id];
      };
      const ascending = sort === 'oldestComment' || sort === 'oldest';
      for (let index = 1; index < seen.length; index += 1) {
        const [previousTime = 0, previousId = 0] = key(seen[index - 1] ?? 0);
        const [time = 0, id = 0] = key(seen[index] ?? 0);
        const inOrder = ascending
          ? previousTime < time || (previousTime === time && previousId < id)
          : previousTime > time || (previousTime === time && previousId > id);
        expect(inOrder).toBe(true);
      }
    },
    60_000,
  );
});

describe('keyset paging with a group filter (one branch per group)', () => {
  test.each(TICKET_SORTS)(
    'when a super-admin pages two groups with sort %s, then every ticket comes exactly once',
    async (sort) => {
      const seen = await pageThrough('admin1', {
        sort,
        groupFilter: { selectAll: false, groups: ['support', 'ingame'] },
      });
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(await visibleOpenedSupportIds('admin1'));
      const inGame = await pageThrough('admin1', { sort, isWeb: false });
      const inGameRows = await database.db
        .selectFrom('tickets')
        .select('id')
        .where('type', '=', 0)
        .where('status', '=', 0)
        .where('is_web', '=', false)
        .execute();
      expect([...inGame].sort((a, b) => a - b)).toEqual(
        inGameRows.map((row) => row.id).sort((a, b) => a - b),
      );
    },
    60_000,
  );
});
