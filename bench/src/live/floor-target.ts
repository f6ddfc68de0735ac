import { join } from 'node:path';
import type { TicketComment } from '@portal/shared/contract';
import { findAffinity } from '../cluster/affinity';
import { type ChildServer, startChildServer } from '../cluster/child-server';
import { startNginxFront } from '../cluster/nginx-front';
import { openPooledClient } from '../cluster/pooled-client';
import type { WatchedTicket } from './live-plan';
import type { LiveTarget } from './live-run';

export interface FloorLive {
  target: LiveTarget;
  stop(): Promise<void>;
}

/**
 * Two `floor-server.ts` processes on Redis behind nginx with the portal's config: each account
 * key becomes a room, each comment one emit to its ticket's audience rooms with `payload`'s shape.
 */
export async function startFloorLive(
  accounts: readonly string[],
  tickets: readonly WatchedTicket[],
  payload: TicketComment,
): Promise<FloorLive> {
  const roomIds = new Map([...new Set(accounts)].map((key, index) => [key, index + 1]));
  const servers: ChildServer[] = [];
  const stopServers = () => Promise.all(servers.map((server) => server.stop()));
  try {
    for (const name of ['floor-1', 'floor-2']) {
      servers.push(
        await startChildServer(join(__dirname, 'floor-server.ts'), {
          FLOOR_NAME: name,
          REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
          FLOOR_REDIS_PREFIX: `bench-floor-${process.pid}`,
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
      const commentId = sequence + 1;
      const answer = await api.call('POST', '/api/emit', {
        affinity,
        body: {
          rooms: watched.audience.map((key) => `account:${roomIds.get(key)}`),
          payload: {
            ticketId: watched.ticketId,
            comment: { ...payload, _id: commentId, ticketId: watched.ticketId },
          },
        },
      });
      if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
      return commentId;
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
