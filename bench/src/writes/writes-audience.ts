import type { PooledClient } from '../cluster/pooled-client';
import { inBatches, parsed, signLaunchCode } from '../live/portal-audience';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
/** Game user ids far from the demo players' (1001…) and the live bench's (700,000…). */
const FIRST_GAME_USER = 800_000;
const PARALLEL_SETUP = 16;

export interface WritesAudience {
  /** staff1's session: it took every ticket and answers them. */
  staff: string;
  /** One player per ticket, each the author of its ticket. */
  players: string[];
  ticketIds: number[];
}

/**
 * `tickets` players arrive from the game and open a support ticket each; staff1 signs in with its
 * password and takes them all, so its comments are plain answers (no take on the way).
 */
export async function writesAudience(api: PooledClient, tickets: number): Promise<WritesAudience> {
  const login = await api.call('POST', '/api/auth/login', {
    body: { username: 'staff1', password: DEMO_PASSWORD },
  });
  const staff = parsed<{ token: string }>('login staff1', login).token;
  const players = await inBatches(
    tickets,
    async (index) => {
      const code = encodeURIComponent(await signLaunchCode(FIRST_GAME_USER + index));
      const answer = await api.call('GET', `/api/tokenFrame?code=${code}`);
      return parsed<{ token: string }>(`launch player ${index}`, answer).token;
    },
    PARALLEL_SETUP,
  );
  const ticketIds = await inBatches(
    tickets,
    async (index) => {
      const answer = await api.call('POST', '/api/ticket', {
        token: players[index],
        body: {
          type: 0,
          title: `Bench writes ${index}`,
          group: 'support',
          category: 'bug',
          inputFields: { Descripción: 'Bench' },
        },
      });
      return parsed<{ ticketId: number }>(`ticket of player ${index}`, answer).ticketId;
    },
    PARALLEL_SETUP,
  );
  await inBatches(
    tickets,
    async (index) => {
      const answer = await api.call('POST', '/api/takeTicket', {
        token: staff,
        body: { ticketId: ticketIds[index] },
      });
      parsed(`staff1 takes ${ticketIds[index]}`, answer);
    },
    PARALLEL_SETUP,
  );
  return { staff, players, ticketIds };
}
