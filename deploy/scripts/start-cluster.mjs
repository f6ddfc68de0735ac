// `npm run start:cluster`: the production shape on one machine, as processes. nginx (Debian's
// package) in front of INSTANCES API instances in production mode on PostgreSQL and Redis, with
// the remotes and their releases served by nginx as static files the way a CDN would. Prints the
// proxy's URL on a line of its own; SIGINT or SIGTERM stops every process it started.
// Plain JavaScript because it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { buildStale, portalBuilds, root } from './stale-builds.mjs';

const require = createRequire(import.meta.url);
const { remoteDescriptors } = require(join(root, 'remotes.cjs'));
const { nginxConfig } = require(join(root, 'deploy/nginx/nginx-config.cjs'));

const settings = {
  port: Number(process.env.PORT ?? 8080),
  instances: Number(process.env.INSTANCES ?? 2),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_cluster',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  clusterDir: resolve(root, process.env.CLUSTER_DIR ?? 'data/cluster'),
  seedDemo: process.env.SEED_DEMO ?? 'true',
  // node flags for each instance (e.g. `--cpu-prof --cpu-prof-dir=…`, which NODE_OPTIONS refuses).
  instanceNodeArgs: (process.env.INSTANCE_NODE_ARGS ?? '').split(' ').filter(Boolean),
};

function fail(message) {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(settings.instances) || settings.instances < 2) {
  fail('INSTANCES must be 2 or more (the point of a cluster is more than one instance).');
}

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Debian's nginx, installed when missing and allowed (root); never downloaded from elsewhere. */
function ensureNginx() {
  const found = nginxBinary();
  if (found) return found;
  if (process.getuid?.() !== 0) fail('nginx is missing: apt-get install -y nginx (as root).');
  console.log('Installing nginx (Debian package)…');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    if (install() !== 0) fail('apt-get could not install nginx.');
  }
  return nginxBinary() ?? fail('nginx is still missing after apt-get.');
}

/** The cluster's database, created on first run (the server migrates and seeds it). */
async function ensureDatabase(databaseUrl) {
  const { Client } = require('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(
      `PostgreSQL at ${target.host} is not reachable (${error.message}). Start it, e.g. ` +
        'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    );
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

async function ensureRedis(redisUrl) {
  const { host, hostname, port } = new URL(redisUrl);
  const reachable = await new Promise((done) => {
    const socket = connect(Number(port || 6379), hostname.replace(/^\[|\]$/g, ''));
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
  if (!reachable) {
    fail(
      `Redis at ${host} is not reachable. Start it, e.g. redis-server --daemonize yes ` +
        '--bind 127.0.0.1 --port 6379 --save "" --appendonly no',
    );
  }
}

/** Secrets shared by every instance, from the environment or generated once into the cluster dir. */
function clusterSecrets() {
  const file = join(settings.clusterDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {
    JWT_SECRET:
      process.env.JWT_SECRET ?? stored.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    VISUAL_ID_SECRET:
      process.env.VISUAL_ID_SECRET ??
      stored.VISUAL_ID_SECRET ??
      randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function freePort() {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(url, child, what) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${what} did not answer ${url}/api/health in time`);
}

/**
 * The folder nginx serves like a CDN: `remotes/<folder>` → each remote's build in place and
 * `releases` → the registry's published releases (links, so a rebuild or publish shows at once).
 */
function staticRoot(registryDir) {
  const staticDir = join(settings.clusterDir, 'static');
  rmSync(staticDir, { recursive: true, force: true });
  mkdirSync(join(staticDir, 'remotes'), { recursive: true });
  for (const { folder, build } of remoteDescriptors()) {
    symlinkSync(join(root, folder, build.dist), join(staticDir, 'remotes', folder));
  }
  const releases = join(registryDir, 'releases');
  mkdirSync(releases, { recursive: true });
  symlinkSync(releases, join(staticDir, 'releases'));
  return staticDir;
}

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill(child.portalName === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  }
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(code);
  }, 15_000).unref();
}

function track(child, name) {
  child.portalName = name;
  children.push(child);
  child.once('exit', (exitCode, signal) => {
    if (stopping) return;
    console.error(
      `start:cluster: ${name} stopped (${signal ?? `exit code ${exitCode}`}); stopping the rest.`,
    );
    stopAll(1);
  });
  return child;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const nginx = ensureNginx();
buildStale(portalBuilds);
await ensureDatabase(settings.databaseUrl);
await ensureRedis(settings.redisUrl);
mkdirSync(settings.clusterDir, { recursive: true });
const secrets = clusterSecrets();
const registryDir = join(settings.clusterDir, 'registry');

const ports = [];
try {
  // One after the other: the first migrates and seeds, the others find it done.
  for (let index = 1; index <= settings.instances; index += 1) {
    const port = await freePort();
    const name = `api-${index}`;
    const child = track(
      spawn(process.execPath, [...settings.instanceNodeArgs, join(root, 'server/dist/main.js')], {
        cwd: root,
        env: {
          ...process.env,
          ...secrets,
          NODE_ENV: 'production',
          PORT: String(port),
          INSTANCE_NAME: name,
          DATABASE_URL: settings.databaseUrl,
          REDIS_URL: settings.redisUrl,
          SEED_DEMO: settings.seedDemo,
          TRUST_PROXY: '1',
          PORTAL_ROOT: root,
          DATA_DIR: join(settings.clusterDir, name),
          REMOTE_REGISTRY_DIR: registryDir,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
      name,
    );
    await waitForHealth(`http://127.0.0.1:${port}`, child, name);
    ports.push(port);
  }

  const prefix = join(settings.clusterDir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      prefix,
      listen: settings.port,
      upstreamPorts: ports,
      staticRoot: staticRoot(registryDir),
    }),
  );
  const proxy = track(
    spawn(nginx, ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
    'nginx',
  );
  await waitForHealth(`http://127.0.0.1:${settings.port}`, proxy, 'nginx');
} catch (error) {
  console.error(`start:cluster: ${error.message}`);
  stopAll(1);
}

if (!stopping) {
  console.log(`http://localhost:${settings.port}`);
  console.log(
    `Tickets Portal cluster: nginx in front of ${settings.instances} instances (${ports.map((port) => `127.0.0.1:${port}`).join(', ')}), PostgreSQL ${new URL(settings.databaseUrl).pathname.slice(1)}, Redis.`,
  );
  if (settings.seedDemo === 'true') {
    console.log(
      'Demo logins (password demo1234): player1, player2, player3, staff1, staff2, supervisor1, admin1',
    );
  }
  console.log(
    `Publish a remote to it: REMOTE_REGISTRY_DIR=${registryDir} npm run remote -- publish <remote>`,
  );
}
