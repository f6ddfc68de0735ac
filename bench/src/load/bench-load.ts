import { join } from 'node:path';
import { findAffinity } from '../cluster/affinity';
import { type ChildServer, startChildServer } from '../cluster/child-server';
import { startNginxFront } from '../cluster/nginx-front';
import { openPooledClient, type PooledClient } from '../cluster/pooled-client';
import { startBenchCluster } from '../cluster/portal-cluster';
import { BENCH_VISUAL_ID_SECRET } from '../list/bench-portal';
import { loadDatabase } from './load-database';
import { P99_LIMIT_MS, printByCall, runSeries, type SeriesResult } from './step-series';
import { pickTicketPools } from './ticket-pools';
import { busyEvening, type LoadUser } from './workload';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const USERS: LoadUser[] = ['player1', 'staff1', 'admin1'];

async function signIn(api: PooledClient): Promise<Record<LoadUser, string>> {
  const tokens = {} as Record<LoadUser, string>;
  for (const username of USERS) {
    const answer = await api.call('POST', '/api/auth/login', {
      body: { username, password: DEMO_PASSWORD },
    });
    if (answer.status !== 200)
      throw new Error(`login ${username}: ${answer.status} ${answer.text}`);
    tokens[username] = (JSON.parse(answer.text) as { token: string }).token;
  }
  return tokens;
}

function printTails(series: SeriesResult): void {
  const held = series.steps.findLast((step) => step.rate === series.heldRate);
  const missed = series.steps.find((step) => step.rate > series.heldRate);
  if (held) printByCall('last step held', held);
  if (missed) printByCall('first step missed', missed);
}

/** The busy evening through nginx and two instances on a copy of the 1M-ticket database. */
async function portalSeries(): Promise<SeriesResult> {
  const database = await loadDatabase();
  try {
    const pools = await pickTicketPools(database.url);
    console.log(
      'load: pools: %d anywhere, %d of player1, %d to answer, %d to take, %d to close',
      pools.anywhere.length,
      pools.players.length,
      pools.staffAnswers.length,
      pools.unassigned.length,
      pools.closable.length,
    );
    const cluster = await startBenchCluster({
      databaseUrl: database.url,
      env: {
        SEED_DEMO: 'true',
        JWT_SECRET: 'bench-only-session-secret-0123456789abcdef',
        VISUAL_ID_SECRET: BENCH_VISUAL_ID_SECRET,
        COMMENT_RATE_LIMIT: '1000000',
        READ_RATE_LIMIT: '1000000',
        REDIS_KEY_PREFIX: `bench-load-${process.pid}`,
      },
    });
    const api = openPooledClient(cluster.url, 1024);
    try {
      const tokens = await signIn(api);
      console.log('load: portal (mixed workload) through nginx, two instances');
      const series = await runSeries(api, busyEvening(pools, tokens), cluster.instances);
      printTails(series);
      return series;
    } finally {
      api.close();
      await cluster.stop();
    }
  } finally {
    await database.drop();
  }
}

/** `GET /api/health` of two minimal express processes behind the same nginx config. */
async function referenceSeries(): Promise<SeriesResult> {
  const servers: ChildServer[] = [];
  try {
    for (const name of ['reference-1', 'reference-2']) {
      servers.push(
        await startChildServer(join(__dirname, 'reference-server.ts'), { REFERENCE_NAME: name }),
      );
    }
    const front = await startNginxFront(servers.map((server) => server.port));
    const api = openPooledClient(front.url, 1024);
    try {
      const instances = await findAffinity(
        front.url,
        servers.map((server) => server.port),
      );
      console.log(
        'load: reference (express, one small JSON) through the same nginx config, two processes',
      );
      return await runSeries(
        api,
        () => ({ name: 'health', method: 'GET', path: '/api/health' }),
        instances,
      );
    } finally {
      api.close();
      await front.stop();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * `npm run bench -- load`: the highest constant arrival rate the portal holds with p99 ≤ 100 ms and
 * no errors, beside a minimal express handler behind the same proxy (see src/load/README.md).
 */
export async function benchLoad(): Promise<void> {
  const only = process.env.BENCH_LOAD_ONLY;
  const skipped: SeriesResult = { steps: [], heldRate: 0, heldToTheEnd: false };
  // The reference first: the portal's end (dropping the copy) loads the disk for a while.
  const reference = only === 'portal' ? skipped : await referenceSeries();
  const portal = only === 'reference' ? skipped : await portalSeries();
  const held = (series: SeriesResult) => `${series.heldToTheEnd ? '≥ ' : ''}${series.heldRate}/s`;
  console.log(
    'load: highest rate held (p99 ≤ %d ms, no errors): portal %s, reference %s, portal ÷ reference %s%s',
    P99_LIMIT_MS,
    held(portal),
    held(reference),
    reference.heldToTheEnd ? '≤ ' : '',
    reference.heldRate > 0 ? (portal.heldRate / reference.heldRate).toFixed(3) : '-',
  );
}
