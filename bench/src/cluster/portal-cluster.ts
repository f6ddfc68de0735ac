import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '@portal/e2e/support/portal';
import { findAffinity, type Instance } from './affinity';

export interface BenchCluster {
  /** The proxy's address, as `npm run start:cluster` printed it. */
  url: string;
  /** Each instance with its port, process id and a `portal_node` cookie value nginx sends to it. */
  instances: Instance[];
  /** SIGTERM to the script; resolves once it and everything it started are gone. */
  stop(): Promise<void>;
}

/** The lines the script prints once the proxy answers: its URL and the instances' addresses. */
function printedAddresses(script: ChildProcess): Promise<{ url: string; ports: number[] }> {
  return new Promise((resolve, reject) => {
    let printed = '';
    script.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const lines = printed.split('\n').map((line) => line.trim());
      const url = lines.find((line) => /^http:\/\/\S+$/.test(line));
      const described = lines.find((line) => line.includes('nginx in front of'));
      if (url && described) {
        const ports = [...described.matchAll(/127\.0\.0\.1:(\d+)/g)].map((match) =>
          Number(match[1]),
        );
        resolve({ url, ports });
      }
    });
    script.once('exit', (code) => reject(new Error(`start:cluster exited with code ${code}`)));
  });
}

/**
 * `npm run start:cluster` (the script itself) on the given database with `instances` API
 * instances, its own cluster folder and a free proxy port; `env` adds to what the instances get
 * (the script passes its environment on).
 */
export async function startBenchCluster(options: {
  databaseUrl: string;
  instances?: number;
  env?: Record<string, string>;
}): Promise<BenchCluster> {
  const instances = options.instances ?? 2;
  const clusterDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const script = spawn(process.execPath, [join(REPO_ROOT, 'deploy/scripts/start-cluster.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(await freePort()),
      INSTANCES: String(instances),
      CLUSTER_DIR: clusterDir,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (script.exitCode !== null) return resolve();
      script.once('exit', () => {
        rmSync(clusterDir, { recursive: true, force: true });
        resolve();
      });
      script.kill('SIGTERM');
    });
  try {
    const { url, ports } = await printedAddresses(script);
    return { url, instances: await findAffinity(url, ports), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
