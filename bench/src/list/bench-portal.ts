import { type RunningPortal, startPortal } from '@portal/e2e/support/portal';
import { type ApiAnswer, type ApiClient, openApiClient } from './api-client';
import { BENCH_DATABASE, BENCH_DATABASE_URL, ensureBenchDatabase } from './bench-database';
import { serverBuild } from './server-build';
import { secondsSince, summary, timeRuns } from './timing';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
export const BENCH_VISUAL_ID_SECRET = 'bench-only-visual-id-secret-0123456789abcdef';

export interface BenchPortal {
  portal: RunningPortal;
  api: ApiClient;
  /** Signs a demo account in and returns its bearer token. */
  login(username: string): Promise<string>;
  stop(): Promise<void>;
}

interface ServerMigrations {
  openDatabase(options: { databaseUrl: string }): Promise<{ db: unknown; close(): Promise<void> }>;
  migrateToLatest(db: unknown): Promise<string[]>;
}

/**
 * Runs the server's missing migrations on the bench database before the portal starts, printing
 * how long they took: on 1M tickets and 5M comments one that rewrites a table takes minutes, longer
 * than the portal is given to answer its health check (it migrates before it listens).
 */
async function migrateBenchDatabase(): Promise<void> {
  const { openDatabase } = serverBuild<ServerMigrations>('db/connection.js');
  const { migrateToLatest } = serverBuild<ServerMigrations>('db/migrate.js');
  const handle = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
  try {
    const started = performance.now();
    const ran = await migrateToLatest(handle.db);
    if (ran.length > 0) {
      console.log(
        'bench: %s migrated (%s) in %s s',
        BENCH_DATABASE,
        ran.join(', '),
        secondsSince(started),
      );
    }
  } finally {
    await handle.close();
  }
}

/**
 * The portal as deployed (production mode: no development-only response checks against the
 * contract) on the bench database, which it creates if missing, migrates and seeds with the demo
 * community; with the bench's HTTP client on it.
 */
export async function startBenchPortal(
  extraEnv: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<BenchPortal> {
  await ensureBenchDatabase();
  await migrateBenchDatabase();
  const portal = await startPortal(
    {
      DATABASE_URL: BENCH_DATABASE_URL,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-only-session-secret-0123456789abcdef',
      VISUAL_ID_SECRET: BENCH_VISUAL_ID_SECRET,
      // One account times thousands of reads: the read quota would refuse them.
      READ_RATE_LIMIT: '1000000',
      ...extraEnv,
    },
    nodeArgs,
  );
  const api = openApiClient(portal.url);
  return {
    portal,
    api,
    async login(username) {
      const answer = await api.call('POST', '/api/auth/login', {
        username,
        password: DEMO_PASSWORD,
      });
      if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status}`);
      return (JSON.parse(answer.text) as { token: string }).token;
    },
    async stop() {
      api.close();
      await portal.stop();
    },
  };
}

/** What any call costs before it does anything: the floor under every API figure. */
export async function printHttpFloor(bench: string, api: ApiClient, runs: number): Promise<void> {
  const floor = await timeRuns(runs, () => api.call('GET', '/api/health'));
  console.log('%s: HTTP floor (GET /api/health, same client) %s', bench, summary(floor));
}

/** One API call a bench times, named as its figures are printed. */
export interface BenchCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * Sends the call once; when it answers 200, times `runs` more and gives the durations and the
 * answer. Otherwise prints the answer under the call's name (padded to `width`) and gives nothing.
 */
export async function timeCall(
  api: ApiClient,
  call: BenchCall,
  token: string,
  runs: number,
  width: number,
): Promise<{ durations: number[]; answer: ApiAnswer } | undefined> {
  let answer: ApiAnswer = { status: 0, text: '' };
  const send = async () => {
    answer = await api.call(call.method, `/api${call.path}`, call.body, token);
  };
  await send();
  if (answer.status !== 200) {
    console.log(
      `${call.name.padEnd(width)} | failed: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
    return undefined;
  }
  const durations = await timeRuns(runs, send);
  return { durations, answer };
}
