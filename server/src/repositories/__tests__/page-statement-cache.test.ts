import {
  STATUS_FILTERS,
  TICKET_SORTS,
  TICKET_TYPE,
  type TicketSort,
} from '@portal/shared/contract';
import { useDemoDatabase } from '../../testing/demo-portal';
import {
  cachedPageStatement,
  type PageStatementBuilder,
} from '../ticket-list/page-statement-cache';
import { buildPageStatement, type TicketListQuery } from '../ticket-list/ticket-list-query';
import { SORTS } from '../ticket-list/ticket-list-sorts';
import type { VisibilityViewer } from '../ticket-list/ticket-visibility-sql';

const database = useDemoDatabase();

const viewers: Omit<VisibilityViewer, 'id'>[] = [
  { power: 0, adminRoles: [], isSuperAdmin: false, adminGroups: [] },
  { power: 50, adminRoles: ['moderators'], isSuperAdmin: false, adminGroups: ['support-general'] },
  {
    power: 80,
    adminRoles: ['moderators', 'game-masters'],
    isSuperAdmin: false,
    adminGroups: ['support-general', 'reports-cheats'],
  },
  { power: 100, adminRoles: ['admins'], isSuperAdmin: true, adminGroups: [] },
];

/** A cursor of the sort: the rank first when ranked (it decides the SQL), then per-call values. */
function cursor(sort: TicketSort, seed: number, rank: number): number[] {
  const { ranked, parts } = SORTS[sort];
  return [...(ranked ? [rank] : []), ...parts.map((_part, index) => seed * 1000 + index)];
}

/** Every kind of list, with per-call values (ids, cursor times, assignees) drawn from `seed`. */
function* lists(seed: number): Generator<[TicketListQuery, VisibilityViewer | undefined]> {
  for (const [index, shape] of viewers.entries()) {
    const viewer = { ...shape, id: seed * 100 + index };
    for (const sort of TICKET_SORTS)
      for (const status of STATUS_FILTERS)
        for (const type of Object.values(TICKET_TYPE))
          for (const after of [undefined, cursor(sort, seed, 1), cursor(sort, seed, 4)])
            for (const [assignees, groups, isWeb] of [
              [undefined, undefined, undefined],
              [[viewer.id, seed + 7], ['support-general'], true],
              [undefined, ['a', 'b'], false],
            ] as const) {
              const query: TicketListQuery = {
                viewer,
                type,
                status,
                sort,
                search: undefined,
                groups,
                assignees,
                isWeb,
                after,
                limit: 21,
              };
              yield [query, after ? undefined : viewer];
            }
  }
}

describe("a list page's statement, kept per shape of list", () => {
  test('when lists of every kind are asked twice with other ids and cursors, then each statement equals one built for the call', () => {
    const build: PageStatementBuilder = (query, badges) =>
      buildPageStatement(database.db, query, badges);
    let compared = 0;
    for (const seed of [1, 2]) {
      for (const [query, badges] of lists(seed)) {
        expect(cachedPageStatement(build, query, badges)).toEqual(build(query, badges));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(3_000);
  });

  test('when two players ask for the same list, then its statement is built once and filled with each one id', () => {
    const player = viewers[0] as Omit<VisibilityViewer, 'id'>;
    let builds = 0;
    const build: PageStatementBuilder = (query, badges) => {
      builds += 1;
      return buildPageStatement(database.db, query, badges);
    };
    const listOf = (id: number): TicketListQuery => ({
      viewer: { ...player, id },
      type: TICKET_TYPE.report,
      status: 'closed',
      sort: 'oldest',
      search: undefined,
      groups: undefined,
      assignees: undefined,
      isWeb: false,
      after: [1_700_000_000_000, id * 3],
      limit: 7,
    });
    const first = cachedPageStatement(build, listOf(401), undefined);
    const second = cachedPageStatement(build, listOf(402), undefined);
    expect(builds).toBe(1);
    expect(second?.sql).toBe(first?.sql);
    expect(first?.parameters).toContain(401);
    expect(second?.parameters).toContain(402);
    expect(second?.parameters).toContain(1206);
    expect(second?.parameters).not.toContain(401);
  });
});
