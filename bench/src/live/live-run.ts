import type { Instance } from '../cluster/affinity';
import { type CpuShares, withCpuShares } from '../cluster/cpu-shares';
import { establishedOn, loadAverage, rssKb } from '../cluster/processes';
import { driveComments } from './comment-driver';
import { type DeliverySummary, summarizeDeliveries } from './deliveries';
import type { WatchedTicket } from './live-plan';
import { connectCrowd } from './socket-crowd';

/** What the live bench runs against: the portal's cluster or the floor, both behind nginx. */
export interface LiveTarget {
  url: string;
  instances: Instance[];
  /** The handshake token of a socket of this account. */
  token(accountKey: string): string;
  /** Posts one comment on the watched ticket through the proxy; gives its id once answered. */
  post(ticket: number, sequence: number, affinity: string): Promise<number>;
}

export interface InstanceMemory {
  name: string;
  sockets: number;
  /** Established TCP connections on the instance's port once the crowd is in (a check of the split). */
  connections: number;
  beforeKb: number;
  afterKb: number;
}

export interface LiveFigures {
  deliveries: DeliverySummary;
  failedPosts: string[];
  memory: InstanceMemory[];
  connectSeconds: number;
  dropped: number;
  load: string;
  /** Where the CPU went while comments were posted. */
  cpu: CpuShares;
}

const SETTLE_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connects one socket per entry of `accounts` (socket i to instance i mod n, by its affinity
 * cookie), reads each instance's RSS before and after, posts comments at `rate` for `seconds`
 * and matches what every socket received against each ticket's audience.
 */
export async function runLive(
  target: LiveTarget,
  accounts: readonly string[],
  tickets: readonly WatchedTicket[],
  rate: number,
  seconds: number,
): Promise<LiveFigures> {
  const instanceOf = (socket: number) =>
    target.instances[socket % target.instances.length] as Instance;
  const members = accounts.map((key, socket) => ({
    token: target.token(key),
    affinity: instanceOf(socket).cookie,
  }));
  await sleep(SETTLE_MS);
  const beforeKb = target.instances.map((instance) => rssKb(instance.pid));
  const connecting = performance.now();
  const crowd = await connectCrowd(target.url, members);
  const connectSeconds = (performance.now() - connecting) / 1000;
  try {
    await sleep(SETTLE_MS);
    const memory = target.instances.map((instance, index) => ({
      name: instance.name,
      sockets: accounts.filter((_, socket) => instanceOf(socket) === instance).length,
      connections: establishedOn(instance.port),
      beforeKb: beforeKb[index] ?? 0,
      afterKb: rssKb(instance.pid),
    }));
    const audiences = tickets.map(
      (ticket) =>
        new Set(accounts.flatMap((key, socket) => (ticket.audience.includes(key) ? [socket] : []))),
    );
    crowd.receipts.length = 0;
    const pids = target.instances.map((instance) => instance.pid);
    const [driven, cpu] = await withCpuShares(pids, () =>
      driveComments({
        rate,
        seconds,
        tickets: tickets.length,
        post: (ticket, sequence) => target.post(ticket, sequence, instanceOf(sequence).cookie),
      }),
    );
    const load = loadAverage();
    await sleep(SETTLE_MS);
    return {
      deliveries: summarizeDeliveries(
        driven.sent,
        crowd.receipts,
        (ticket) => audiences[ticket] ?? new Set(),
      ),
      failedPosts: driven.failures,
      memory,
      connectSeconds,
      dropped: crowd.dropped(),
      load,
      cpu,
    };
  } finally {
    crowd.close();
  }
}
