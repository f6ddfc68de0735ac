import { allowedSorts, TICKET_SORTS } from '@portal/shared/contract';

/** One list the bench times: who asks, which tab, with which filters and sort. */
export interface ListScenario {
  name: string;
  user: 'admin1' | 'staff1' | 'player1';
  path: '/tickets' | '/reports';
  body: Record<string, unknown>;
}

const ALL_SORTS = TICKET_SORTS;
const PLAYER_SORTS = allowedSorts({ power: 0 });

/** Every sort and filter: super-admin, a group admin (power 2) and a player. */
export function listScenarios(staff1Id: number): ListScenario[] {
  const scenarios: ListScenario[] = [];
  for (const sort of ALL_SORTS) {
    scenarios.push({ name: `admin ${sort}`, user: 'admin1', path: '/tickets', body: { sort } });
  }
  const adminFilters: [string, Record<string, unknown>][] = [
    ['closed', { statusFilter: 'closed' }],
    ['mine', { statusFilter: 'mine' }],
    ['unassigned', { statusFilter: 'unassigned' }],
    ['search', { searchFilter: 'pago' }],
    ['group', { groupFilter: { selectAll: false, groups: ['ingame'] } }],
    ['in-game', { isWeb: false }],
    ['assigned', { assignedFilter: { selectAll: false, assigned: [staff1Id] } }],
  ];
  for (const [name, body] of adminFilters) {
    scenarios.push({ name: `admin ${name}`, user: 'admin1', path: '/tickets', body });
  }
  scenarios.push({ name: 'admin reports', user: 'admin1', path: '/reports', body: {} });
  for (const sort of ALL_SORTS) {
    scenarios.push({ name: `staff ${sort}`, user: 'staff1', path: '/tickets', body: { sort } });
  }
  for (const status of ['closed', 'mine', 'unassigned']) {
    scenarios.push({
      name: `staff ${status}`,
      user: 'staff1',
      path: '/tickets',
      body: { statusFilter: status },
    });
  }
  scenarios.push({
    name: 'staff search',
    user: 'staff1',
    path: '/tickets',
    body: { searchFilter: 'pago' },
  });
  for (const sort of PLAYER_SORTS) {
    scenarios.push({ name: `player ${sort}`, user: 'player1', path: '/tickets', body: { sort } });
  }
  scenarios.push({
    name: 'player closed',
    user: 'player1',
    path: '/tickets',
    body: { statusFilter: 'closed' },
  });
  scenarios.push({
    name: 'player search',
    user: 'player1',
    path: '/tickets',
    body: { searchFilter: 'pago', statusFilter: 'closed' },
  });
  return [...scenarios, ...searchScenarios()];
}

/**
 * Searches at every frequency in the seeded text (`seed-sql.ts`): each comment text is in 5 of 6
 * tickets' threads, so its words and phrases match most tickets; `pago` is in a title of no open
 * ticket; `refund payment` joins two common words no single comment holds (nothing matches, so a
 * plan that walks the list finds no page early); `rompio`, typed without its accent, is in every
 * report's description (`rompió`).
 */
const SEARCHES: [string, string, '/tickets' | '/reports'][] = [
  ['rare', 'pago', '/tickets'],
  ['common es', 'respuesta', '/tickets'],
  ['common en', 'refund', '/tickets'],
  ['phrase es', 'sigo esperando', '/tickets'],
  ['phrase en', 'quick answer', '/tickets'],
  ['apart', 'refund payment', '/tickets'],
  ['no accent', 'rompio', '/reports'],
];

/** Every search for the super-admin and the group admin (opened tickets) and the player (closed: all of theirs). */
export function searchScenarios(): ListScenario[] {
  const users = [
    ['admin', 'admin1', {}],
    ['staff', 'staff1', {}],
    ['player', 'player1', { statusFilter: 'closed' }],
  ] as const;
  return users.flatMap(([role, user, filters]) =>
    SEARCHES.map(([kind, text, path]) => ({
      name: `${role} ${kind}`,
      user,
      path,
      body: { ...filters, searchFilter: text },
    })),
  );
}
