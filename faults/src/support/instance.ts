import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, REPO_ROOT, waitForHealth } from '@portal/e2e/support/portal';

export const REDIS_URL = process.env.REDIS_URL || undefined;

export interface Instance {
  url: string;
  process: ChildProcess;
  /** What the process wrote: its error-level log lines and, on a crash, why. */
  output: string[];
  /** Ends it at once, as a machine failure or the kernel's OOM killer would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * One API instance as production runs it (server/dist, NODE_ENV=production) on the given database
 * and Redis; quotas are lifted, since a drill writes as fast as it can.
 */
export async function startInstance(options: {
  databaseUrl: string;
  redisKeyPrefix: string;
  seed: boolean;
  /** The machine's Redis (`REDIS_URL`) unless given. */
  redisUrl?: string;
  /** How soon it must answer `/api/health`. */
  startTimeoutMs?: number;
}): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'server/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? REDIS_URL ?? '',
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      JWT_SECRET: 'faults-jwt-secret-0123456789abcdef-0123456789',
      VISUAL_ID_SECRET: 'faults-visual-id-secret-0123456789abcdef-01234',
      SEED_DEMO: String(options.seed),
      LOG_LEVEL: 'error',
      TICKET_RATE_LIMIT: '100000',
      COMMENT_RATE_LIMIT: '100000',
      READ_RATE_LIMIT: '1000000',
      PORTAL_ROOT: REPO_ROOT,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(String(chunk));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, options.startTimeoutMs ?? 60_000);
  return {
    url,
    process: child,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
