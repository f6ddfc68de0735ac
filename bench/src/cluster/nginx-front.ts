import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '@portal/e2e/support/portal';

// The main config `start-cluster.mjs` writes, so a reference server sits behind the same proxy.
const { nginxConfig } = require(join(REPO_ROOT, 'deploy/nginx/nginx-config.cjs')) as {
  nginxConfig(options: {
    prefix: string;
    listen: number;
    upstreamPorts: readonly number[];
    staticRoot: string;
  }): string;
};

export interface NginxFront {
  url: string;
  stop(): Promise<void>;
}

/** The empty static folder sends every request upstream. */
function nginxConfigFor(prefix: string, listen: number, upstreamPorts: readonly number[]): string {
  const staticRoot = join(prefix, 'static');
  mkdirSync(staticRoot, { recursive: true });
  return nginxConfig({ prefix, listen, upstreamPorts, staticRoot });
}

async function answers(url: string, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx did not answer ${url}/api/health in time`);
}

/** nginx (Debian's, as `start:cluster` uses) in front of servers already listening on these ports. */
export async function startNginxFront(upstreamPorts: readonly number[]): Promise<NginxFront> {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const listen = await freePort();
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, nginxConfigFor(prefix, listen, upstreamPorts));
  const nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${listen}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (nginx.exitCode !== null) return done();
      nginx.once('exit', done);
      nginx.kill('SIGQUIT');
    });
  try {
    await answers(url, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
