import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../..');

export interface RunningPortal {
  url: string;
  /** The server process, for benches that read its memory. */
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The portal's process ended before it answered (it could not listen, or failed to start). */
export class PortalExited extends Error {}

/**
 * Waits until `url` answers its health check, from the portal named `instance` when given (another
 * process may answer on that port), or throws once `server` has exited or the time is up.
 */
export async function waitForHealth(
  url: string,
  server: ChildProcess,
  timeoutMs: number,
  instance?: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new PortalExited(`portal exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      const health = (await response.json()) as { instance?: string };
      if (response.ok && (instance === undefined || health.instance === instance)) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`portal did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * How long a fresh portal may take to migrate, seed and answer: about 10 s on an idle machine, over
 * 60 s on a 2-core machine kept busy by other work. Only a portal that never starts should fail.
 */
const PORTAL_START_MS = 180_000;

/** The caller's environment without the variables that would move the portal off PGlite. */
function embeddedEnvironment(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = process.env;
  return rest;
}

let portalsStarted = 0;

/**
 * Starts the built portal (server/dist) like production, on the embedded database in a temp dir;
 * on `extraEnv.PORT` when given (a journey that must know the address beforehand), else a free one.
 * `nodeArgs` go to node before the script (a bench's `--cpu-prof`, which NODE_OPTIONS refuses).
 * A free port can be taken by another file's portal before this one listens (two workers probe at
 * once): that portal would answer the health check and the journey would use it. So each portal
 * is named (`INSTANCE_NAME`), the check waits for its own name, and one that could not start on a
 * port it was given here is started again on another.
 */
export async function startPortal(
  extraEnv: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<RunningPortal> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPortalOnce(extraEnv, nodeArgs);
    } catch (error) {
      if (extraEnv.PORT || attempt >= 3 || !(error instanceof PortalExited)) throw error;
    }
  }
}

async function startPortalOnce(
  extraEnv: Record<string, string>,
  nodeArgs: readonly string[],
): Promise<RunningPortal> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  portalsStarted += 1;
  const instance = `e2e-${process.pid}-${portalsStarted}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const server = spawn(process.execPath, [...nodeArgs, join(REPO_ROOT, 'server/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...embeddedEnvironment(),
      PORT: String(port),
      DATA_DIR: dataDir,
      PORTAL_ROOT: REPO_ROOT,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      INSTANCE_NAME: instance,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, server, PORTAL_START_MS, extraEnv.INSTANCE_NAME ?? instance);
  } catch (error) {
    // A portal that never answered is still running: nothing else would ever stop it.
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: server.pid ?? 0,
    stop: () =>
      new Promise<void>((done) => {
        server.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        server.kill('SIGTERM');
      }),
  };
}
