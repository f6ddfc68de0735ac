import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { PooledClient } from '../cluster/pooled-client';
import {
  PLAYERS,
  playerKey,
  STAFF_TABS,
  WATCHED_TICKETS,
  type WatchedTicket,
  watchedTickets,
} from './live-plan';

/** Given to the cluster as LAUNCH_CODE_SECRET: the bench plays the game server. */
export const LIVE_LAUNCH_SECRET = 'bench-only-launch-code-secret-0123456789abcdef';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
/** Game user ids far from the demo players' (1001…). */
const FIRST_GAME_USER = 700_000;
const PARALLEL_SIGN_INS = 16;

/** A launch code as the game server signs it: `/api/tokenFrame` creates the player's account. */
export function signLaunchCode(gameUserId: number): Promise<string> {
  return new SignJWT({ server: 'hub1', name: `Jugador ${gameUserId}` })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('game-server')
    .setAudience('tickets-portal')
    .setSubject(String(gameUserId))
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime('2m')
    .sign(new TextEncoder().encode(LIVE_LAUNCH_SECRET));
}

/** The JSON of a 200 answer; anything else stops the bench with what was being done. */
export function parsed<T>(what: string, answer: { status: number; text: string }): T {
  if (answer.status !== 200)
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return JSON.parse(answer.text) as T;
}

/** `work` for indexes 0 … count − 1, at most `parallel` at a time. */
export async function inBatches<T>(
  count: number,
  work: (index: number) => Promise<T>,
  parallel = PARALLEL_SIGN_INS,
): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, offset) =>
      work(start + offset),
    );
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/**
 * The audience as the portal makes it: the staff sign in with their password; every player comes
 * from the game (`GET /api/tokenFrame` with a launch code, which creates the account the first
 * time); the first WATCHED_TICKETS players open a support ticket each and its staff member takes
 * it (`POST /api/takeTicket`). Answers a session token per account key and the watched tickets.
 */
export async function portalAudience(
  api: PooledClient,
): Promise<{ tokens: Map<string, string>; tickets: WatchedTicket[] }> {
  const tokens = new Map<string, string>();
  for (const staff of Object.keys(STAFF_TABS)) {
    const answer = await api.call('POST', '/api/auth/login', {
      body: { username: staff, password: DEMO_PASSWORD },
    });
    tokens.set(staff, parsed<{ token: string }>(`login ${staff}`, answer).token);
  }
  const players = await inBatches(PLAYERS, async (index) => {
    const code = encodeURIComponent(await signLaunchCode(FIRST_GAME_USER + index));
    const answer = await api.call('GET', `/api/tokenFrame?code=${code}`);
    return parsed<{ token: string }>(`launch ${playerKey(index)}`, answer).token;
  });
  for (const [index, token] of players.entries()) tokens.set(playerKey(index), token);
  const ticketIds = await inBatches(WATCHED_TICKETS, async (index) => {
    const answer = await api.call('POST', '/api/ticket', {
      token: players[index],
      body: {
        type: 0,
        title: `Bench live ${index}`,
        group: 'support',
        category: 'bug',
        inputFields: { Descripción: 'Bench' },
      },
    });
    return parsed<{ ticketId: number }>(`ticket of ${playerKey(index)}`, answer).ticketId;
  });
  const tickets = watchedTickets(ticketIds);
  for (const ticket of tickets) {
    const answer = await api.call('POST', '/api/takeTicket', {
      token: tokens.get(ticket.poster),
      body: { ticketId: ticket.ticketId },
    });
    parsed(`${ticket.poster} takes ${ticket.ticketId}`, answer);
  }
  return { tokens, tickets };
}
