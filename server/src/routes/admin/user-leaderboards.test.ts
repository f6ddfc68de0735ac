import {
  DAY_MS,
  endOfDayUtc,
  type LeaderboardEntry,
  LIMITS,
  startOfDayUtc,
  type UserLeaderboards,
  type UserLeaderboardsBody,
} from '@portal/shared/contract';
import { TEST_DAY } from '../../testing/admin-helpers';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

const PEOPLE = ['player1', 'player2', 'player3', 'staff1', 'staff2', 'admin1'] as const;
useDemoPortal(PEOPLE, (demo) => {
  ({ database, portal, token } = demo);
});

const HOUR_MS = 3_600_000;
/** Day `n` of the test period: TEST_DAY is day 0; the period is days 0 to 2. */
const day = (n: number) => TEST_DAY + n * DAY_MS;
const noonOf = (n: number) => day(n) + DAY_MS / 2;
const PERIOD = { dateFrom: noonOf(0), dateTo: noonOf(2) };

const LUCIA = 'Lucía Gómez';
const MATEO = 'Mateo Ruiz';
const SOFIA = 'Sofía Torres';
const CARLOS = 'Carlos Pérez';
const ELENA = 'Elena Navarro';
const ADMIN = 'Admin Principal';

/**
 * Opened: Lucía 3 in the period (at its first and last millisecond) and 1 the millisecond before;
 * Mateo 2 and 1 the millisecond after; Sofía 2; Carlos (staff) 4, never on the players' board.
 * Handled (assigned): Carlos 3, Elena 3 (and 1 before), Admin 1.
 * Resolved (closed): Elena 2 tickets (one closed twice), Admin 2, Carlos 1 (and 1 after).
 * Reviews in the period: Lucía wrote 5 and 4, Mateo 2, all about Carlos (Admin also on the 4);
 * one more by Lucía about Carlos the day before (1 point) counts for no one.
 */
beforeAll(async () => {
  const ids = new Map<string, number>(
    await Promise.all(
      PEOPLE.map(async (name) => [name, await accountIdOf(database.db, name)] as const),
    ),
  );
  const id = (name: string) => ids.get(name) ?? 0;
  const opened = async (name: string, at: number) => {
    const ticket = await createSupportTicket(portal, token(name), { title: `De ${name}` });
    await database.db
      .updateTable('tickets')
      .set({ created_at: new Date(at) })
      .where('id', '=', ticket)
      .execute();
    return ticket;
  };
  const lucia = [
    await opened('player1', day(0)),
    await opened('player1', day(1) + HOUR_MS),
    await opened('player1', day(3) - 1),
    await opened('player1', day(0) - 1),
  ];
  const mateo = [
    await opened('player2', day(0) + HOUR_MS),
    await opened('player2', day(2)),
    await opened('player2', day(3)),
  ];
  const sofia = [await opened('player3', day(1)), await opened('player3', day(1) + 2 * HOUR_MS)];
  for (let index = 0; index < 4; index += 1) await opened('staff1', day(1));
  const [l0, l1, l2, lBefore] = lucia as [number, number, number, number];
  const [m0, m1] = mateo as [number, number];
  const [s0, s1] = sofia as [number, number];

  const assigned = (ticket: number, name: string, at: number) => ({
    ticket_id: ticket,
    account_id: id(name),
    assigned_by: null,
    assigned_at: new Date(at),
  });
  // Elena first: equal counts must rank by account, not by what was written first.
  await database.db
    .insertInto('ticket_assignees')
    .values([
      assigned(s0, 'staff2', day(1)),
      assigned(s1, 'staff2', day(1)),
      assigned(m1, 'staff2', day(3) - 1),
      assigned(lBefore, 'staff2', day(0) - 1),
      assigned(l0, 'staff1', day(0)),
      assigned(l1, 'staff1', day(1)),
      assigned(l2, 'staff1', day(2)),
      assigned(m0, 'admin1', day(0)),
    ])
    .execute();

  const closed = (ticket: number, name: string, at: number) => ({
    ticket_id: ticket,
    author_id: id(name),
    message: '',
    action: 'close' as const,
    created_at: new Date(at),
  });
  await database.db
    .insertInto('comments')
    .values([
      closed(s0, 'staff2', day(1)),
      closed(s0, 'staff2', day(2)),
      closed(m1, 'staff2', day(2)),
      closed(l0, 'admin1', day(0)),
      closed(l1, 'admin1', day(0)),
      closed(l2, 'staff1', day(2)),
      closed(m0, 'staff1', day(3)),
    ])
    .execute();

  const reviewed = async (
    ticket: number,
    by: string,
    points: number,
    at: number,
    about: string[],
  ) => {
    const review = await database.db
      .insertInto('reviews')
      .values({
        ticket_id: ticket,
        reviewer_id: id(by),
        points,
        comment: 'Gracias',
        group_key: 'support',
        category_key: 'bug',
        created_at: new Date(at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('review_staff')
      .values(
        about.map((name) => ({
          review_id: review.id,
          staff_id: id(name),
          points,
          created_at: new Date(at),
        })),
      )
      .execute();
  };
  await reviewed(l0, 'player1', 5, day(1), ['staff1']);
  await reviewed(l1, 'player1', 4, day(1), ['staff1', 'admin1']);
  await reviewed(m0, 'player2', 2, day(3) - 1, ['staff1']);
  await reviewed(lBefore, 'player1', 1, day(0) - 1, ['staff1']);
});

async function leaderboards(body: Partial<UserLeaderboardsBody>): Promise<UserLeaderboards> {
  const response = await post(portal, token('admin1'), '/admin/users/leaderboard', body);
  expect(response.status).toBe(200);
  return response.body as UserLeaderboards;
}

const summary = (entries: LeaderboardEntry[]) =>
  entries.map((entry) => [
    entry.name,
    entry.count,
    entry.reviews.count,
    entry.reviews.averagePoints,
  ]);

describe('POST /api/admin/users/leaderboard', () => {
  test.each([
    [{ limit: 0 }],
    [{ limit: LIMITS.leaderboardMaxSize + 1 }],
    [{ limit: 2.5 }],
    [{ dateFrom: -1 }],
    [{ period: 'week' }],
  ])('when the body is %j, then it is a 400 from the contract', async (body) => {
    const response = await post(portal, token('admin1'), '/admin/users/leaderboard', body);
    expect(response.status).toBe(400);
  });

  test.each([
    [{ dateFrom: noonOf(2), dateTo: noonOf(0) }, 'dateRange.startAfterEnd'],
    [{ dateFrom: Date.now() + 2 * DAY_MS }, 'dateRange.startAfterToday'],
  ])('when the body is %j, then the 400 carries the rule code %s', async (body, code) => {
    const response = await post(portal, token('admin1'), '/admin/users/leaderboard', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, details: [{ path: 'dateFrom' }] });
  });

  test('when the period is given, then each board ranks most first and equal counts by account', async () => {
    const boards = await leaderboards(PERIOD);
    expect(boards.range).toEqual({ start: day(0), end: day(3) - 1 });
    expect(summary(boards.opened)).toEqual([
      [LUCIA, 3, 2, 4.5],
      [MATEO, 2, 1, 2],
      [SOFIA, 2, 0, null],
    ]);
    const carlosReviews = [3, 11 / 3] as const;
    expect(summary(boards.handled)).toEqual([
      [CARLOS, 3, ...carlosReviews],
      [ELENA, 3, 0, null],
      [ADMIN, 1, 1, 4],
    ]);
    expect(summary(boards.resolved)).toEqual([
      [ELENA, 2, 0, null],
      [ADMIN, 2, 1, 4],
      [CARLOS, 1, ...carlosReviews],
    ]);
  });

  test('when an admin reads a board, then each person carries their real name, id, pseudonym and power', async () => {
    const { handled } = await leaderboards(PERIOD);
    expect(handled[0]).toMatchObject({
      _id: await accountIdOf(database.db, 'staff1'),
      name: CARLOS,
      power: 2,
      visualId: expect.any(String),
    });
  });

  test.each([
    [
      0,
      [
        [LUCIA, 1],
        [MATEO, 1],
      ],
      [
        [CARLOS, 1],
        [ADMIN, 1],
      ],
      [[ADMIN, 2]],
    ],
    [
      2,
      [
        [LUCIA, 1],
        [MATEO, 1],
      ],
      [
        [CARLOS, 1],
        [ELENA, 1],
      ],
      [
        [ELENA, 2],
        [CARLOS, 1],
      ],
    ],
    [-1, [[LUCIA, 1]], [[ELENA, 1]], []],
    [3, [[MATEO, 1]], [], [[CARLOS, 1]]],
  ])(
    'when the period is day %i alone, then it holds that UTC day from its first to its last millisecond',
    async (n, opened, handled, resolved) => {
      const boards = await leaderboards({ dateFrom: noonOf(n), dateTo: noonOf(n) });
      const counts = (entries: LeaderboardEntry[]) =>
        entries.map((entry) => [entry.name, entry.count]);
      expect(boards.range).toEqual({ start: day(n), end: day(n + 1) - 1 });
      expect([counts(boards.opened), counts(boards.handled), counts(boards.resolved)]).toEqual([
        opened,
        handled,
        resolved,
      ]);
    },
  );

  test('when the limit is 1, then each board keeps only its first', async () => {
    const boards = await leaderboards({ ...PERIOD, limit: 1 });
    expect(
      [boards.opened, boards.handled, boards.resolved].map((board) =>
        board.map((entry) => entry.name),
      ),
    ).toEqual([[LUCIA], [CARLOS], [ELENA]]);
  });

  test('when nothing happened in the period, then every board is empty', async () => {
    const boards = await leaderboards({ dateFrom: day(-300), dateTo: day(-200) });
    expect(boards).toEqual({
      range: { start: day(-300), end: day(-199) - 1 },
      opened: [],
      handled: [],
      resolved: [],
    });
  });

  test('when no period is given, then it is the last 30 whole UTC days, today included', async () => {
    const before = Date.now();
    const { range } = await leaderboards({});
    expect(range.end).toBe(endOfDayUtc(before));
    expect(range.start).toBe(startOfDayUtc(before) - (LIMITS.leaderboardDefaultDays - 1) * DAY_MS);
  });

  test('when only the end is given, then the period is the 30 days ending that day', async () => {
    const { range, opened } = await leaderboards({ dateTo: noonOf(2) });
    expect(range).toEqual({ start: day(2 - LIMITS.leaderboardDefaultDays + 1), end: day(3) - 1 });
    expect(opened.map((entry) => [entry.name, entry.count])).toEqual([
      [LUCIA, 4],
      [MATEO, 2],
      [SOFIA, 2],
    ]);
  });
});
