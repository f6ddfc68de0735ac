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

export async function waitForHealth(
  url: string,
  server: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`portal exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
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

/**
 * Starts the built portal (server/dist) like production, on the embedded database in a temp dir;
 * on `extraEnv.PORT` when given (a journey that must know the address beforehand), else a free one.
 * `nodeArgs` go to node before the script (a bench's `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startPortal(
  extraEnv: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<RunningPortal> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
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
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, server, PORTAL_START_MS);
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
