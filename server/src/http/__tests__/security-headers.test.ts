import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

const CDN = 'https://cdn.example.com';
const LAUNCHER = 'https://launcher.example.com';

let root: string;
let database: TestDatabase;
let portal: TestPortal;
let portalWithCdn: TestPortal;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The response's policy as directive → sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectPortalHeaders(response: Response) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('frame-src')).toEqual([
    "'self'",
    'https://www.youtube.com',
    'https://clips.twitch.tv',
    'https://streamable.com',
  ]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-root-'));
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('mf-tickets/dist/remoteEntry.js', 'var mf_tickets = 1;');
  write('mf-tickets/dist/event-frame.html', '<!doctype html><title>Evento</title>');
  database = await openTestDatabase({ migrate: false });
  portal = await startTestPortal(database.db, { portalRoot: root });
  portalWithCdn = await startTestPortal(database.db, {
    portalRoot: root,
    remoteOrigins: [CDN],
    frameAncestors: [LAUNCHER],
  });
});

afterAll(async () => {
  await portal.close();
  await portalWithCdn.close();
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('security headers', () => {
  test('when an API call answers, then it carries the policy, nosniff and no referrer', async () => {
    const health = await portal.api.get('/api/health');
    expect(health.status).toBe(200);
    expectPortalHeaders(health);
    const refused = await portal.api.get('/api/getTicket/1');
    expect(refused.status).toBe(401);
    expectPortalHeaders(refused);
  });

  test('when the shell page is loaded, at its root or a client route, then it carries them too', async () => {
    for (const route of ['/', '/ticket/12', '/login']) {
      const page = await portal.api.get(route);
      expect(page.text).toContain('<title>shell</title>');
      expectPortalHeaders(page);
    }
  });

  test('when a remote file or the event frame is served, then it carries them too', async () => {
    expectPortalHeaders(await portal.api.get('/remotes/mf-tickets/remoteEntry.js'));
    expectPortalHeaders(await portal.api.get('/remotes/mf-tickets/event-frame.html'));
  });

  test('when remotes come from another origin and a launcher frames the portal, then both are allowed', async () => {
    const page = await portalWithCdn.api.get('/');
    const policy = policyOf(page);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'font-src']) {
      expect(policy.get(directive)).toEqual(["'self'", CDN]);
    }
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', CDN]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", LAUNCHER]);
    // X-Frame-Options cannot name another origin: with a launcher allowed it must not be sent.
    expect(page.headers['x-frame-options']).toBeUndefined();
  });
});
