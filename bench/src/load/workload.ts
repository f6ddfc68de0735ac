import { allowedSorts, buildPath, calls, TICKET_SORTS } from '@portal/shared/contract';
import type { LoadCall } from './open-loop';
import type { TicketPools } from './ticket-pools';

export type LoadUser = 'player1' | 'staff1' | 'admin1';

/** A small fixed-seed generator (mulberry32), so every run draws the same sequence of calls. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const api = (path: string) => `/api${path}`;

/** The busy evening: the next call drawn, and one call of every kind the draws can make. */
export interface Workload {
  next(): LoadCall;
  /**
   * Every kind of call (user, list body, viewer of a ticket, write), each a fresh call: the
   * warm-up sends each on every pool connection, so no statement is prepared in a timed step.
   */
  everyKind(): LoadCall[];
}

/** Percent of the calls that search (`BENCH_LOAD_SEARCH_SHARE`, 0 leaves search out). */
export const SEARCH_SHARE = Number(process.env.BENCH_LOAD_SEARCH_SHARE ?? 3);

/**
 * A busy evening's calls, by share of all requests: players reading their list (30%), staff
 * reading theirs with filters and sorts (20%), a search taking `SEARCH_SHARE` of those (half each:
 * a player's closed tickets, staff's open ones, for a common word), opening a
 * ticket (15%) and its comments (15%), staff answering (12%), taking (4%) and closing (4%). Takes
 * feed the closes; every write goes to tickets picked for it, so none fails for a reason of the
 * bench's own.
 */
export function busyEvening(pools: TicketPools, tokens: Record<LoadUser, string>): Workload {
  const random = seeded(17);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('the load bench found an empty ticket pool');
    return item;
  };
  const playerSorts = allowedSorts({ power: 0 });
  const playerBodies = [{}, { statusFilter: 'closed' }, ...playerSorts.map((sort) => ({ sort }))];
  const staffBodies = [
    {},
    { statusFilter: 'mine' },
    { statusFilter: 'unassigned' },
    { groupFilter: { selectAll: false, groups: ['ingame'] } },
    ...TICKET_SORTS.map((sort) => ({ sort })),
  ];
  const taken: number[] = [];
  let nextUnassigned = 0;
  let nextClosable = 0;
  const list = (name: string, user: LoadUser, body: object, reports = false): LoadCall => ({
    name,
    method: 'POST',
    path: api(reports ? calls.listReports.path : calls.listTickets.path),
    body,
    token: tokens[user],
  });
  const openTicket = (user: LoadUser, id: number): LoadCall => ({
    name: 'open ticket',
    method: 'GET',
    path: api(buildPath(calls.getTicket, { id })),
    token: tokens[user],
  });
  const openComments = (user: LoadUser, id: number): LoadCall => ({
    name: 'its comments',
    method: 'POST',
    path: api(buildPath(calls.listComments, { ticketId: id })),
    body: {},
    token: tokens[user],
  });
  /** Who opens a ticket, by share: player1 its own (40%), staff1 its assigned (30%), admin1 any. */
  const viewers: [number, () => [LoadUser, number]][] = [
    [0.4, () => ['player1', pick(pools.players)]],
    [0.3, () => ['staff1', pick(pools.staffAnswers)]],
    [0.3, () => ['admin1', pick(pools.anywhere)]],
  ];
  const searchShare = SEARCH_SHARE / 2;
  /** Each list body is its own kind, sharing its list's weight. */
  const lists = (weight: number, make: (body: object) => LoadCall, bodies: object[]) =>
    bodies.map((body): [number, () => LoadCall] => [weight / bodies.length, () => make(body)]);
  const mix: [number, () => LoadCall][] = [
    ...lists(30 - searchShare, (body) => list('player list', 'player1', body), playerBodies),
    ...lists(14 - searchShare, (body) => list('staff list', 'staff1', body), staffBodies),
    ...lists(4, (body) => list('admin list', 'admin1', body), staffBodies),
    [2, () => list('admin reports', 'admin1', {}, true)],
    ...(searchShare > 0
      ? ([
          [
            searchShare,
            () =>
              list('player search', 'player1', { searchFilter: 'pago', statusFilter: 'closed' }),
          ],
          [searchShare, () => list('staff search', 'staff1', { searchFilter: 'pago' })],
        ] as [number, () => LoadCall][])
      : []),
    ...viewers.map(([share, viewer]): [number, () => LoadCall] => [
      15 * share,
      () => openTicket(...viewer()),
    ]),
    ...viewers.map(([share, viewer]): [number, () => LoadCall] => [
      15 * share,
      () => openComments(...viewer()),
    ]),
    [
      12,
      () => ({
        name: 'post comment',
        method: 'POST',
        path: api(calls.postComment.path),
        body: {
          ticketId: pick(pools.staffAnswers),
          comment: 'Lo revisamos y te respondemos enseguida.',
        },
        token: tokens.staff1,
      }),
    ],
    [
      4,
      () => {
        const ticketId = pools.unassigned[nextUnassigned % pools.unassigned.length] as number;
        nextUnassigned += 1;
        return {
          name: 'take',
          method: 'POST',
          path: api(calls.takeTicket.path),
          body: { ticketId },
          token: tokens.staff1,
          answered: (answer) => {
            if (answer.status === 200) taken.push(ticketId);
          },
        };
      },
    ],
    [
      4,
      () => {
        let ticketId = taken.shift();
        if (ticketId === undefined) {
          ticketId = pools.closable[nextClosable % pools.closable.length] as number;
          nextClosable += 1;
        }
        return {
          name: 'close',
          method: 'POST',
          path: api(calls.closeTicket.path),
          body: { ticketId },
          token: tokens.staff1,
        };
      },
    ],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return {
    next() {
      let draw = random() * total;
      for (const [weight, make] of mix) {
        draw -= weight;
        if (draw < 0) return make();
      }
      return (mix[0] as [number, () => LoadCall])[1]();
    },
    everyKind: () => mix.map(([, make]) => make()),
  };
}
