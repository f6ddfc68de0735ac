import { join } from 'node:path';
import type { TicketComment } from '@portal/shared/contract';
import { findAffinity } from '../cluster/affinity';
import { type ChildServer, startChildServer } from '../cluster/child-server';
import { startNginxFront } from '../cluster/nginx-front';
import { openPooledClient } from '../cluster/pooled-client';
import { BENCH_SERVER_URL, withClient } from '../list/bench-database';
import type { WatchedTicket } from './live-plan';
import type { LiveTarget } from './live-run';

export interface FloorLive {
  target: LiveTarget;
  stop(): Promise<void>;
}

/** The floor's comments are written to a database of its own, made anew on every run. */
const FLOOR_DATABASE = 'portal_bench_live_floor';

async function freshFloorDatabase(): Promise<string> {
  await withClient(`${BENCH_SERVER_URL}/postgres`, async (client) => {
    await client.query(`drop database if exists ${FLOOR_DATABASE} with (force)`);
    await client.query(`create database ${FLOOR_DATABASE}`);
  });
  const url = `${BENCH_SERVER_URL}/${FLOOR_DATABASE}`;
  await withClient(url, (client) =>
    client.query(`create table floor_comments (
      id bigserial primary key,
      ticket_id integer not null,
      message text not null,
      created_at timestamptz not null default now()
    )`),
  );
  return url;
}

/**
 * Two `floor-server.ts` processes on Redis and PostgreSQL behind nginx with the portal's config:
 * each account key becomes a room, each comment one committed INSERT, then one emit to its
 * ticket's audience rooms with `payload`'s shape.
 */
export async function startFloorLive(
  accounts: readonly string[],
  tickets: readonly WatchedTicket[],
  payload: TicketComment,
): Promise<FloorLive> {
  const roomIds = new Map([...new Set(accounts)].map((key, index) => [key, index + 1]));
  const servers: ChildServer[] = [];
  const stopServers = () => Promise.all(servers.map((server) => server.stop()));
  const databaseUrl = await freshFloorDatabase();
  try {
    for (const name of ['floor-1', 'floor-2']) {
      servers.push(
        await startChildServer(join(__dirname, 'floor-server.ts'), {
          FLOOR_NAME: name,
          REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
          FLOOR_REDIS_PREFIX: `bench-floor-${process.pid}`,
          FLOOR_DATABASE_URL: databaseUrl,
        }),
      );
    }
  } catch (error) {
    await stopServers();
    throw error;
  }
  const front = await startNginxFront(servers.map((server) => server.port));
  const api = openPooledClient(front.url);
  const target: LiveTarget = {
    url: front.url,
    instances: await findAffinity(
      front.url,
      servers.map((server) => server.port),
    ),
    token: (key) => `floor-${roomIds.get(key)}`,
    async post(ticket, sequence, affinity) {
      const watched = tickets[ticket] as WatchedTicket;
      const message = `Respuesta ${sequence}: lo estamos revisando.`;
      const answer = await api.call('POST', '/api/emit', {
        affinity,
        body: {
          ticketId: watched.ticketId,
          message,
          rooms: watched.audience.map((key) => `account:${roomIds.get(key)}`),
          payload: {
            ticketId: watched.ticketId,
            comment: { ...payload, message, ticketId: watched.ticketId },
          },
        },
      });
      if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
      return (JSON.parse(answer.text) as { commentId: number }).commentId;
    },
  };
  return {
    target,
    async stop() {
      api.close();
      await front.stop();
      await stopServers();
    },
  };
}
