import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIVE_EVENTS, type RemotesReleasedEvent } from '@portal/shared/contract';
import { pino } from 'pino';
import type { DatabaseHandle } from '../../db/connection';
import type { DemoPortal } from '../../testing/demo-portal';
import { useDemoPortal } from '../../testing/demo-portal';
import { createReleaseTestPortal, type ReleaseTestPortal } from '../../testing/release-fixtures';
import { settle } from '../../testing/socket-helpers';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import {
  seedTestDemo,
  startTestPortal,
  type TestPortal,
  type TestSocket,
} from '../../testing/test-portal';
import { watchReleases } from '../release-watcher';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK = '9a8b7c6d5e4f3a2b1c0d.chunk.0123456789abcdef.js';

function recordReleases(socket: TestSocket): RemotesReleasedEvent[] {
  const heard: RemotesReleasedEvent[] = [];
  socket.on(LIVE_EVENTS.remotesReleased, (event) => heard.push(event));
  return heard;
}

function nextRelease(socket: TestSocket, timeoutMs = 5000): Promise<RemotesReleasedEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('No remotes-released event arrived')),
      timeoutMs,
    );
    socket.once(LIVE_EVENTS.remotesReleased, (event) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

let releases: ReleaseTestPortal;
let demo: DemoPortal;

beforeAll(() => {
  releases = createReleaseTestPortal();
  releases.writeBuild('mf-tickets', { content: 'v1' });
  const shellIndex = path.join(releases.root, 'shell', 'dist', 'index.html');
  fs.writeFileSync(shellIndex, '<!doctype html><title>shell</title>');
});
useDemoPortal(
  ['player1', 'staff1'],
  (ready) => {
    demo = ready;
  },
  () => ({ portalRoot: releases.root }),
);
afterAll(() => releases.remove());

/** Publishes mf-tickets from another process, as `npm run remote` does; answers its version. */
async function publishFromCli(): Promise<string> {
  const run = await releases.cliProcess('publish', 'mf-tickets');
  expect(run).toMatchObject({ code: 0, err: '' });
  return (await releases.state()).remotes.mf_tickets?.current.version ?? '';
}

describe('a published release on a running portal', () => {
  let v1: string;

  test('when nothing was published, then /remotes.json is the committed lines, no-cache', async () => {
    const response = await demo.portal.api.get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toEqual(
      JSON.parse(fs.readFileSync(path.join(releases.root, 'deploy/registry/remotes.json'), 'utf8')),
    );
  });

  test('when another process publishes, then /remotes.json points at the release and every socket hears of it', async () => {
    const player = await demo.portal.connect(demo.token('player1'));
    const staff = await demo.portal.connect(demo.token('staff1'));
    const heardByPlayer = nextRelease(player);
    const heardByStaff = nextRelease(staff);
    v1 = await publishFromCli();
    expect(await heardByPlayer).toEqual({ name: 'mf_tickets', version: v1 });
    expect(await heardByStaff).toEqual({ name: 'mf_tickets', version: v1 });
    const registry = await demo.portal.api.get('/remotes.json');
    expect(registry.headers['cache-control']).toBe(NO_CACHE);
    expect(registry.body).toContainEqual({
      name: 'mf_tickets',
      entry: `/releases/mf-tickets/${v1}/mf-manifest.json`,
      version: v1,
    });
    expect(registry.body).toContainEqual({
      name: 'mf_ticket_detail',
      entry: '/remotes/mf-ticket-detail/mf-manifest.json',
    });
  });

  test('when release files are fetched, then manifest and entry revalidate, hashed chunks are immutable, and the CSP allows them', async () => {
    const base = `/releases/mf-tickets/${v1}`;
    const manifest = await demo.portal.api.get(`${base}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(JSON.parse(manifest.text)).toMatchObject({ name: 'mf_tickets' });
    const entry = await demo.portal.api.get(`${base}/remoteEntry.js`);
    expect(entry.text).toBe('var mf_tickets = "v1";');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(entry.headers['content-security-policy']).toContain("script-src 'self'");
    expect(entry.headers['content-security-policy']).toContain("connect-src 'self'");
    expect((await demo.portal.api.get(`${base}/${CHUNK}`)).headers['cache-control']).toBe(
      IMMUTABLE,
    );
  });

  test('when a release path is not a release, then it is 404, never the shell or a file outside', async () => {
    fs.mkdirSync(path.join(releases.releasesDir, 'mf-tickets', '.incoming-x'), { recursive: true });
    fs.writeFileSync(path.join(releases.releasesDir, 'mf-tickets', '.incoming-x', 'a.js'), 'x');
    for (const address of [
      '/releases/mf-tickets/.incoming-x/a.js',
      '/releases/mf-tickets/not-a-version/remoteEntry.js',
      '/releases/mf-tickets/abcdefabcdef/remoteEntry.js',
      `/releases/mf-tickets/${v1}/../../../registry.json`,
      '/releases/mf-tickets',
      `/releases/mf-tickets/${v1}/nothing`,
    ]) {
      const response = await demo.portal.api.get(address);
      expect([address, response.status]).toEqual([address, 404]);
      expect(response.text).not.toContain('<title>shell</title>');
    }
  });

  test('when another process rolls back, then /remotes.json points back and sockets hear the earlier version', async () => {
    releases.writeBuild('mf-tickets', { content: 'v2' });
    const player = await demo.portal.connect(demo.token('player1'));
    const second = nextRelease(player);
    const v2 = await publishFromCli();
    expect(await second).toEqual({ name: 'mf_tickets', version: v2 });
    const back = nextRelease(player);
    expect(await releases.cliProcess('rollback', 'mf-tickets')).toMatchObject({ code: 0 });
    expect(await back).toEqual({ name: 'mf_tickets', version: v1 });
    const registry = await demo.portal.api.get('/remotes.json');
    expect(registry.body).toContainEqual({
      name: 'mf_tickets',
      entry: `/releases/mf-tickets/${v1}/mf-manifest.json`,
      version: v1,
    });
  });

  test('when the state file is edited into bad JSON, then the last state read is still served', async () => {
    const good = fs.readFileSync(releases.stateFile, 'utf8');
    fs.writeFileSync(releases.stateFile, '{ not json');
    try {
      const registry = await demo.portal.api.get('/remotes.json');
      expect(registry.status).toBe(200);
      expect(registry.body).toContainEqual(
        expect.objectContaining({ name: 'mf_tickets', version: v1 }),
      );
    } finally {
      fs.writeFileSync(releases.stateFile, good);
    }
  });
});

describe('watching the registry', () => {
  test('when watching stops, then later releases are not reported', async () => {
    const other = createReleaseTestPortal();
    try {
      const heard: string[] = [];
      const stop = watchReleases(
        other.stateFile,
        ({ name, version }) => heard.push(`${name} ${version}`),
        pino({ level: 'silent' }),
        50,
      );
      other.writeBuild('mf-assistant', { content: 'a' });
      expect(await other.cli('publish', 'mf-assistant')).toMatchObject({ code: 0 });
      const first = (await other.state()).remotes.mf_assistant?.current.version;
      await settle(400);
      expect(heard).toEqual([`mf_assistant ${first}`]);
      stop();
      other.writeBuild('mf-assistant', { content: 'b' });
      expect(await other.cli('publish', 'mf-assistant')).toMatchObject({ code: 0 });
      await settle(400);
      expect(heard).toHaveLength(1);
    } finally {
      other.remove();
    }
  });
});

const REDIS_URL = process.env.REDIS_URL || undefined;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('a release with several instances (Redis adapter)', () => {
  let database: TestDatabase;
  let sibling: DatabaseHandle;
  let first: TestPortal;
  let second: TestPortal;
  let shared: ReleaseTestPortal;

  beforeAll(async () => {
    shared = createReleaseTestPortal();
    database = await openTestDatabase();
    await seedTestDemo(database.db);
    sibling = database.schema ? await database.openSibling() : database;
    const redisKeyPrefix = `portal-test-${randomBytes(6).toString('hex')}`;
    first = await startTestPortal(database.db, {
      redisUrl: REDIS_URL,
      redisKeyPrefix,
      portalRoot: shared.root,
    });
    second = await startTestPortal(sibling.db, {
      redisUrl: REDIS_URL,
      redisKeyPrefix,
      portalRoot: shared.root,
    });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (sibling !== database) await sibling?.close();
    await database?.close();
    shared.remove();
  });

  test('when a remote is published, then each socket hears it once, whichever instance it is on', async () => {
    const onFirst = recordReleases(await first.connect(await first.logIn('player1')));
    const onSecond = recordReleases(await second.connect(await second.logIn('player2')));
    shared.writeBuild('mf-staff-stats');
    const run = await shared.cliProcess('publish', 'mf-staff-stats');
    expect(run.code).toBe(0);
    const version = (await shared.state()).remotes.mf_staff_stats?.current.version;
    await settle(1500);
    expect(onFirst).toEqual([{ name: 'mf_staff_stats', version }]);
    expect(onSecond).toEqual([{ name: 'mf_staff_stats', version }]);
  });
});
