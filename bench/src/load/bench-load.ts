import { join } from 'node:path';
import { findAffinity } from '../cluster/affinity';
import { type ChildServer, startChildServer } from '../cluster/child-server';
import { startNginxFront } from '../cluster/nginx-front';
import { openPooledClient, type PooledClient } from '../cluster/pooled-client';
import { startBenchCluster } from '../cluster/portal-cluster';
import { BENCH_SERVER_URL } from '../list/bench-database';
import { BENCH_VISUAL_ID_SECRET } from '../list/bench-portal';
import { openDatabaseMeter } from './database-meter';
import { FLOOR_DATABASE, IO_FLOOR_MODULE, ioFloorEnv } from './io-floor';
import { READ_STATEMENTS, WRITE_SHARE, WRITE_STATEMENTS } from './io-floor-shape';
import { LOAD_DATABASE, loadDatabase } from './load-database';
import type { LoadCall } from './open-loop';
import {
  formatPerCall,
  P99_LIMIT_MS,
  printByCall,
  runSeries,
  type SeriesOptions,
  type SeriesResult,
} from './step-series';
import { pickTicketPools } from './ticket-pools';
import { printWarmUp, warmEveryConnection } from './warm-up';
import { busyEvening, type LoadUser, SEARCH_SHARE } from './workload';

/** What the issue asks of two instances on this machine (issue 27). */
const TARGET_RATE = 600;
const TARGET_CPU_MS = 1;
/** BENCH_LOAD_CPU_PROF=<folder>: every instance writes a V8 CPU profile there (`--cpu-prof`). */
const CPU_PROFILE_DIR = process.env.BENCH_LOAD_CPU_PROF;

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
  const held = series.steps.findLast((step) => step.figures.rate === series.heldRate);
  const missed = series.steps.find((step) => step.figures.rate > series.heldRate);
  if (held) printByCall('last step held', held.figures);
  if (missed) printByCall('first step missed', missed.figures);
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
        ...(CPU_PROFILE_DIR
          ? { INSTANCE_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${CPU_PROFILE_DIR}` }
          : {}),
      },
    });
    if (CPU_PROFILE_DIR) {
      console.log(
        'load: CPU profiles of instances %s go to %s when they stop',
        cluster.instances.map((instance) => instance.pid).join(' and '),
        CPU_PROFILE_DIR,
      );
    }
    const api = openPooledClient(cluster.url, 1024);
    const meter = await openDatabaseMeter(BENCH_SERVER_URL, LOAD_DATABASE);
    try {
      const tokens = await signIn(api);
      const workload = busyEvening(pools, tokens);
      const affinities = cluster.instances.map((instance) => instance.cookie);
      console.log(
        'load: portal (mixed workload, search %d%%) through nginx, two instances; statements %s; PostgreSQL %s',
        SEARCH_SHARE,
        meter.countsStatements
          ? 'counted by pg_stat_statements'
          : 'not counted (the server does not preload pg_stat_statements)',
        meter.memory,
      );
      const series = await runSeries(api, () => workload.next(), cluster.instances, {
        database: meter,
        async warmUp() {
          console.log('load: warm-up, every kind of call in bursts over every pool connection');
          const rounds = await warmEveryConnection(api, workload, affinities);
          for (const [index, round] of rounds.entries()) printWarmUp(`round ${index + 1}`, round);
        },
      });
      printTails(series);
      return series;
    } finally {
      await meter.close();
      api.close();
      await cluster.stop();
    }
  } finally {
    await database.drop();
  }
}

/** Two bench server processes of `module` (a path) behind the same nginx config, run through the rates. */
async function referenceProcesses(
  module: string,
  env: Record<string, string>,
  nextCall: () => LoadCall,
  options: SeriesOptions = {},
): Promise<SeriesResult> {
  const servers: ChildServer[] = [];
  try {
    for (const name of ['reference-1', 'reference-2']) {
      servers.push(await startChildServer(module, { ...env, REFERENCE_NAME: name }));
    }
    const front = await startNginxFront(servers.map((server) => server.port));
    const api = openPooledClient(front.url, 1024);
    try {
      const instances = await findAffinity(
        front.url,
        servers.map((server) => server.port),
      );
      return await runSeries(api, nextCall, instances, options);
    } finally {
      api.close();
      await front.stop();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** `GET /api/health` of two minimal express processes behind the same nginx config. */
function referenceSeries(): Promise<SeriesResult> {
  console.log(
    'load: reference (express, one small JSON) through the same nginx config, two processes',
  );
  return referenceProcesses(join(__dirname, 'reference-server.ts'), {}, () => ({
    name: 'health',
    method: 'GET',
    path: '/api/health',
  }));
}

/**
 * The I/O floor (`io-floor-server.ts`): two express processes making a portal call's round trips
 * (the read quota's Redis counts in batches, one statement a read, a transaction a write, in the
 * mix's shares) and no other work, on a database of their own, through the same nginx config.
 */
async function ioFloorSeries(): Promise<SeriesResult> {
  const env = await ioFloorEnv();
  const meter = await openDatabaseMeter(BENCH_SERVER_URL, FLOOR_DATABASE);
  let drawn = 0;
  try {
    console.log(
      'load: I/O floor (express, Redis counts in batches, %d statement a read, %d a write, %d%% writes) through the same nginx config, two processes',
      READ_STATEMENTS,
      WRITE_STATEMENTS,
      WRITE_SHARE * 100,
    );
    return await referenceProcesses(
      IO_FLOOR_MODULE,
      env,
      () => {
        drawn += 1;
        // Evenly spread over the calls, in the mix's share.
        const write = drawn % Math.round(1 / WRITE_SHARE) === 0;
        return {
          name: write ? 'floor write' : 'floor read',
          method: 'POST',
          path: '/api/floor',
          body: { write, caller: `account:${drawn % 3}` },
        };
      },
      { database: meter },
    );
  } finally {
    await meter.close();
  }
}

/**
 * `npm run bench -- load`: the highest constant arrival rate the portal holds with p99 ≤ 100 ms and
 * no errors, beside a minimal express handler and the I/O floor behind the same proxy (see
 * src/load/README.md).
 */
export async function benchLoad(): Promise<void> {
  const only = process.env.BENCH_LOAD_ONLY;
  const skipped: SeriesResult = { steps: [], heldRate: 0, heldToTheEnd: false };
  const run = (name: string, series: () => Promise<SeriesResult>) =>
    only === undefined || only === name ? series() : Promise.resolve(skipped);
  // The references first: the portal's end (dropping the copy) loads the disk for a while.
  const reference = await run('reference', referenceSeries);
  const floor = await run('floor', ioFloorSeries);
  const portal = await run('portal', portalSeries);
  const held = (series: SeriesResult) => `${series.heldToTheEnd ? '≥ ' : ''}${series.heldRate}/s`;
  const lastHeld = portal.steps.findLast((step) => step.figures.rate === portal.heldRate);
  if (lastHeld) {
    console.log(
      'load: per call at %d/s (the last step held): %s; target ≤ %d ms of instance CPU and ≤ %d ms of PostgreSQL CPU',
      portal.heldRate,
      formatPerCall(lastHeld.perCall),
      TARGET_CPU_MS,
      TARGET_CPU_MS,
    );
    const floorThere = floor.steps.findLast((step) => step.figures.rate === portal.heldRate);
    if (floorThere) {
      console.log(
        'load: the I/O floor at %d/s: %s; portal ÷ floor: instance %s, PostgreSQL %s',
        portal.heldRate,
        formatPerCall(floorThere.perCall),
        (lastHeld.perCall.instanceMs / floorThere.perCall.instanceMs).toFixed(2),
        (lastHeld.perCall.postgresMs / floorThere.perCall.postgresMs).toFixed(2),
      );
    }
  }
  const ratio = (series: SeriesResult) =>
    series.heldRate > 0
      ? `${series.heldToTheEnd ? '≤ ' : ''}${(portal.heldRate / series.heldRate).toFixed(3)}`
      : '-';
  console.log(
    'load: highest rate held (p99 ≤ %d ms, no errors): portal %s (target ≥ %d/s), reference %s (portal ÷ reference %s), I/O floor %s (portal ÷ floor %s)',
    P99_LIMIT_MS,
    held(portal),
    TARGET_RATE,
    held(reference),
    ratio(reference),
    held(floor),
    ratio(floor),
  );
}
