import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from './portal';

export interface RunningCluster {
  /** The proxy's address, as `npm run start:cluster` printed it. */
  url: string;
  /** For each instance name (`api-1`…), a `portal_node` affinity cookie value nginx sends there. */
  affinity: Map<string, string>;
  /** SIGTERM to the script; answers its exit code once it and everything it started are gone. */
  stop(): Promise<number | null>;
}

const DATABASE = 'portal_cluster_e2e';
const POSTGRES = 'postgres://postgres@127.0.0.1:5432';

function dropDatabase(): void {
  spawnSync('psql', [`${POSTGRES}/postgres`, '-qc', `DROP DATABASE IF EXISTS ${DATABASE}`], {
    stdio: 'ignore',
  });
}

/** The first line the script prints that is only a URL: the proxy is up. */
function printedUrl(script: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let printed = '';
    script.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      process.stdout.write(chunk);
      const line = printed.split('\n').find((text) => /^http:\/\/\S+$/.test(text.trim()));
      if (line) resolve(line.trim());
    });
    script.once('exit', (code) => reject(new Error(`start:cluster exited with code ${code}`)));
  });
}

/** Asks the proxy's health with candidate cookies until each instance has one that reaches it. */
async function affinityCookies(url: string, instances: number): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let candidate = 0; found.size < instances && candidate < 200; candidate += 1) {
    const value = `e2e-${candidate}`;
    const health = (await (
      await fetch(`${url}/api/health`, { headers: { cookie: `portal_node=${value}` } })
    ).json()) as { instance?: string };
    if (health.instance && !found.has(health.instance)) found.set(health.instance, value);
  }
  if (found.size < instances) throw new Error(`only reached ${[...found.keys()]}`);
  return found;
}

/**
 * `npm run start:cluster` (the script itself, so the signal reaches it) on a fresh PostgreSQL
 * database, its own cluster folder and a free proxy port.
 */
export async function startCluster(instances = 2): Promise<RunningCluster> {
  dropDatabase();
  const clusterDir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const script = spawn(process.execPath, [join(REPO_ROOT, 'deploy/scripts/start-cluster.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      INSTANCES: String(instances),
      CLUSTER_DIR: clusterDir,
      DATABASE_URL: `${POSTGRES}/${DATABASE}`,
      REDIS_URL: 'redis://127.0.0.1:6379',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await printedUrl(script);
  return {
    url,
    affinity: await affinityCookies(url, instances),
    stop: () =>
      new Promise((resolve) => {
        script.once('exit', (code) => {
          rmSync(clusterDir, { recursive: true, force: true });
          dropDatabase();
          resolve(code);
        });
        script.kill('SIGTERM');
      }),
  };
}
