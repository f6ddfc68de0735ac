import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let database: TestDatabase;
let portal: TestPortal;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-root-'));
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/main.3f2a1b0c9d8e7f6a5b4c.js', 'console.log("shell")');
  write('shell/dist/large.0a1b2c3d4e5f6a7b8c9d.js', 'console.log("a large chunk");\n'.repeat(400));
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mf-tickets/dist/mf-manifest.json', '{"name":"mf_tickets"}');
  write('mf-tickets/dist/remoteEntry.js', 'var mf_tickets = 1;');
  write('mf-tickets/dist/chunk.9a8b7c6d5e4f3a2b1c0d.js', 'chunk v1');
  write('mf-tickets/dist/event-frame.html', '<!doctype html><title>Evento</title>');
  write('mf-tickets/dist/mf-stats.json', '{}');
  write('mf-tickets/dist/default-map.fe5bd79e61be8b6ac45c.svg', '<svg/>');
  database = await openTestDatabase({ migrate: false });
  portal = await startTestPortal(database.db, { portalRoot: root });
});

afterAll(async () => {
  await portal.close();
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static files', () => {
  test('when the shell and its hashed chunk are fetched, then index revalidates and chunks are immutable', async () => {
    const index = await portal.api.get('/');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe(NO_CACHE);
    expect(index.text).toContain('<title>shell</title>');
    const chunk = await portal.api.get('/main.3f2a1b0c9d8e7f6a5b4c.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('when a client asks for gzip, then it gets it; when it asks for no encoding (nginx), then the answer is plain and still varies on the encoding', async () => {
    const asked = await portal.api
      .get('/large.0a1b2c3d4e5f6a7b8c9d.js')
      .set('Accept-Encoding', 'gzip');
    expect(asked.headers['content-encoding']).toBe('gzip');
    expect(asked.headers.vary).toContain('Accept-Encoding');
    const plain = await portal.api.get('/large.0a1b2c3d4e5f6a7b8c9d.js').set('Accept-Encoding', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.text).toBe(asked.text);
  });

  test('when the favicon the shell build emits is asked for, then it is served as SVG, revalidated', async () => {
    const icon = await portal.api.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe(NO_CACHE);
  });

  test('when a client route is loaded, then the shell index answers (SPA fallback)', async () => {
    for (const route of ['/ticket/12', '/panel', '/admin/incidents/3']) {
      const response = await portal.api.get(route);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.text).toContain('<title>shell</title>');
    }
  });

  test('when an unknown API or remote path is fetched, then it is not answered with the shell', async () => {
    expect((await portal.api.get('/remotes/mf-tickets/missing.js')).status).toBe(404);
    expect((await portal.api.get('/remotes/not-a-remote/x.js')).status).toBe(404);
    expect(
      (await portal.api.get('/remotes/mf-tickets/../../shell/dist/index.html')).text,
    ).not.toContain('shell</title>');
    expect((await portal.api.get('/api/nothing')).status).toBe(401);
  });

  test('when a remote is served, then manifest and entry revalidate and chunks are immutable', async () => {
    const manifest = await portal.api.get('/remotes/mf-tickets/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(
      (await portal.api.get('/remotes/mf-tickets/remoteEntry.js')).headers['cache-control'],
    ).toBe(NO_CACHE);
    expect(
      (await portal.api.get('/remotes/mf-tickets/chunk.9a8b7c6d5e4f3a2b1c0d.js')).headers[
        'cache-control'
      ],
    ).toBe(IMMUTABLE);
  });

  test('when a remote file has no content hash in its name, then it revalidates, whatever it is', async () => {
    for (const file of ['event-frame.html', 'mf-stats.json']) {
      const response = await portal.api.get(`/remotes/mf-tickets/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    const hashedAsset = await portal.api.get(
      '/remotes/mf-tickets/default-map.fe5bd79e61be8b6ac45c.svg',
    );
    expect(hashedAsset.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('when a remote is rebuilt, then the next request serves the new file without a restart', async () => {
    write('mf-tickets/dist/remoteEntry.js', 'var mf_tickets = 2;');
    write('mf-tickets/dist/chunk.0d0e0f1a2b3c4d5e6f7a.js', 'chunk v2');
    expect((await portal.api.get('/remotes/mf-tickets/remoteEntry.js')).text).toBe(
      'var mf_tickets = 2;',
    );
    expect((await portal.api.get('/remotes/mf-tickets/chunk.0d0e0f1a2b3c4d5e6f7a.js')).status).toBe(
      200,
    );
  });

  test('when the registry file is missing, then /remotes.json is 404; once written it is served no-cache', async () => {
    expect((await portal.api.get('/remotes.json')).status).toBe(404);
    write(
      'deploy/registry/remotes.json',
      '[{"name":"mf_tickets","entry":"/remotes/mf-tickets/mf-manifest.json"}]',
    );
    const registry = await portal.api.get('/remotes.json');
    expect(registry.status).toBe(200);
    expect(registry.headers['cache-control']).toBe(NO_CACHE);
    expect(registry.body).toEqual([
      { name: 'mf_tickets', entry: '/remotes/mf-tickets/mf-manifest.json' },
    ]);
  });
});
