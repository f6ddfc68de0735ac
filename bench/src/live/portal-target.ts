import type { TicketComment } from '@portal/shared/contract';
import { openPooledClient } from '../cluster/pooled-client';
import { startBenchCluster } from '../cluster/portal-cluster';
import { BENCH_SERVER_URL, withClient } from '../list/bench-database';
import type { WatchedTicket } from './live-plan';
import type { LiveTarget } from './live-run';
import { LIVE_LAUNCH_SECRET, portalAudience } from './portal-audience';

/** A database of its own, made anew on every run: delivery does not depend on the ticket count. */
const LIVE_DATABASE = 'portal_bench_live';

export interface PortalLive {
  target: LiveTarget;
  tickets: WatchedTicket[];
  /** The first comment the API answered, as the floor's payload (the same shape and size). */
  sampleComment(): TicketComment;
  stop(): Promise<void>;
}

async function freshDatabase(): Promise<string> {
  await withClient(`${BENCH_SERVER_URL}/postgres`, async (client) => {
    await client.query(`drop database if exists ${LIVE_DATABASE} with (force)`);
  });
  return `${BENCH_SERVER_URL}/${LIVE_DATABASE}`;
}

/**
 * `npm run start:cluster` with two instances on a fresh database (the first migrates and seeds the
 * demo community), the audience signed in, and comments posted by the ticket's staff member
 * through the proxy. The comment quota is lifted (COMMENT_RATE_LIMIT): two staff accounts post
 * 20 a second between them, where the default allows 30 a minute each.
 */
export async function startPortalLive(): Promise<PortalLive> {
  const cluster = await startBenchCluster({
    databaseUrl: await freshDatabase(),
    env: {
      SEED_DEMO: 'true',
      LAUNCH_CODE_SECRET: LIVE_LAUNCH_SECRET,
      COMMENT_RATE_LIMIT: '1000000',
      READ_RATE_LIMIT: '1000000',
      REDIS_KEY_PREFIX: `bench-live-${process.pid}`,
    },
  });
  const api = openPooledClient(cluster.url);
  try {
    const { tokens, tickets } = await portalAudience(api);
    let sample: TicketComment | undefined;
    const target: LiveTarget = {
      url: cluster.url,
      instances: cluster.instances,
      token(key) {
        const token = tokens.get(key);
        if (!token) throw new Error(`no session for ${key}`);
        return token;
      },
      async post(ticket, sequence, affinity) {
        const watched = tickets[ticket] as WatchedTicket;
        const answer = await api.call('POST', '/api/comment', {
          token: tokens.get(watched.poster),
          affinity,
          body: {
            ticketId: watched.ticketId,
            comment: `Respuesta ${sequence}: lo estamos revisando.`,
          },
        });
        if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
        const comment = JSON.parse(answer.text) as TicketComment;
        sample ??= comment;
        return comment._id;
      },
    };
    return {
      target,
      tickets,
      sampleComment() {
        if (!sample) throw new Error('the portal answered no comment');
        return sample;
      },
      async stop() {
        api.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    api.close();
    await cluster.stop();
    throw error;
  }
}
