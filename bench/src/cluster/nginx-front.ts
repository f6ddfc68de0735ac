import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '@portal/e2e/support/portal';

export interface NginxFront {
  url: string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx/portal.conf.template inside the same main config `start-cluster.mjs` writes
 * (worker count, file limits, no access log), so a reference server sits behind exactly the proxy
 * the portal's instances do. The static folder is empty: every request goes upstream.
 */
function nginxConfig(prefix: string, listen: number, upstreamPorts: readonly number[]): string {
  const staticDir = join(prefix, 'static');
  mkdirSync(staticDir, { recursive: true });
  const values: Record<string, string> = {
    PORTAL_LISTEN: String(listen),
    PORTAL_UPSTREAM_SERVERS: upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '),
    PORTAL_STATIC_ROOT: staticDir,
  };
  const site = readFileSync(join(REPO_ROOT, 'deploy/nginx/portal.conf.template'), 'utf8').replace(
    /\$\{(PORTAL_[A-Z_]+)\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
  const temp = (name: string) => join(prefix, 'temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(temp(name), { recursive: true });
  }
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
worker_rlimit_nofile 65536;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
daemon off;
events { worker_connections 16384; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
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
  writeFileSync(configFile, nginxConfig(prefix, listen, upstreamPorts));
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
