import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

const BOOT = 'window.booted = true;';
const HOME_JS = '__federation_expose_Home.0123456789abcdef0123.js';
const HOME_CSS = '__federation_expose_Home.0123456789abcdef0123.css';
const RUNTIME_JS = 'runtime.0123456789abcdef0123.js';

let root: string;
let database: TestDatabase;
let portal: TestPortal;

function write(relative: string, content: unknown) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

const assets = (js: string[], css: string[] = []) => ({
  js: { sync: js, async: [] },
  css: { sync: css, async: [] },
});

/**
 * A remote build's manifest: its entry, the Home module, and four shared modules (two of which the
 * first screen never needs: the standalone page's and the contract's schemas).
 */
function manifest(remoteEntry: string) {
  return {
    metaData: { remoteEntry: { name: remoteEntry, path: '' } },
    exposes: [{ name: 'Home', assets: assets([HOME_JS], [HOME_CSS]) }],
    shared: [
      { name: 'react', assets: assets(['library-react.0123456789abcdef0123.js']) },
      { name: '@portal/shared/runtime/queries/list-tickets', assets: assets([RUNTIME_JS]) },
      { name: '@portal/shared/standalone/mount-standalone', assets: assets(['1029.js']) },
      { name: '@portal/shared/contract/schemas', assets: assets(['schemas.0123456789abcdef.js']) },
    ],
  };
}

/** The page data the server put in the page for `urlPath`. */
async function pageData(urlPath: string) {
  const page = await portal.api.get(urlPath);
  const data = /<script type="application\/json" id="portal-first-screen">(.*?)<\/script>/.exec(
    page.text,
  )?.[1];
  return { page, data: JSON.parse(data ?? 'null') };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-root-'));
  write(
    'shell/dist/index.html',
    `<!doctype html><html><head><meta charset="utf-8"><script>${BOOT}</script></head><body></body></html>`,
  );
  write('shell/dist/mf-manifest.json', { shared: [{ name: 'react', assets: assets([]) }] });
  write(
    'remotes.cjs',
    `module.exports = { remoteDescriptors: () => [
      { container: 'mf_tickets', slots: { home: './Home' },
        loadedBy: { minPower: 0, clientModes: ['browser', 'ingame'] } },
      { container: 'mf_admin_panel', slots: { home: './Home' },
        loadedBy: { minPower: 100, clientModes: ['browser'] } },
    ] };`,
  );
  write('deploy/registry/remotes.json', [
    { name: 'mf_tickets', entry: '/remotes/mf-tickets/mf-manifest.json' },
    { name: 'mf_admin_panel', entry: '/remotes/mf-admin-panel/mf-manifest.json' },
  ]);
  write('mf-tickets/dist/mf-manifest.json', manifest('remoteEntry.js'));
  write('mf-admin-panel/dist/mf-manifest.json', manifest('remoteEntry.js'));
  database = await openTestDatabase({ migrate: false });
  portal = await startTestPortal(database.db, { portalRoot: root });
});

afterAll(async () => {
  await portal.close();
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the first screen named in the page', () => {
  test('when the home page is served, then it names the registry and the home remote files anyone may load, and no remote of higher power', async () => {
    const { page, data } = await pageData('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(data.registry.map((line: { name: string }) => line.name)).toEqual([
      'mf_tickets',
      'mf_admin_panel',
    ]);
    const folder = '/remotes/mf-tickets/';
    expect(data.preload).toEqual([
      {
        clientModes: ['browser', 'ingame'],
        fetch: [`${folder}mf-manifest.json`],
        script: [`${folder}remoteEntry.js`, `${folder}${HOME_JS}`, `${folder}${RUNTIME_JS}`],
        style: [`${folder}${HOME_CSS}`],
      },
    ]);
    expect(page.text).not.toContain('mf-admin-panel/remoteEntry');
  });

  test('when a page shows no remote first, then its page names no remote file', async () => {
    const { data } = await pageData('/staff/statistics');
    expect(data.preload).toEqual([]);
  });

  test('when the page is served, then its policy lets its own inline script run by hash, and only that', async () => {
    const { page } = await pageData('/ticket/3');
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(
      new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}' 'self'`),
    );
    expect(policy).not.toContain('unsafe-inline');
  });

  test('when the shell and a remote are rebuilt in place, then the next page is built from the new files', async () => {
    await pageData('/');
    const rebuilt = 'window.rebuilt = true;';
    write(
      'shell/dist/index.html',
      `<!doctype html><html><head><meta charset="utf-8"><script>${rebuilt}</script></head><body></body></html>`,
    );
    write('mf-tickets/dist/mf-manifest.json', manifest('entry-rebuilt.js'));
    const { page, data } = await pageData('/');
    expect(page.text).toContain(rebuilt);
    const hash = createHash('sha256').update(rebuilt).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(data.preload[0].script[0]).toBe('/remotes/mf-tickets/entry-rebuilt.js');
  });

  test('when the registry points at a new release, then the next page names that release', async () => {
    const release = '/releases/mf-tickets/0123456789ab/';
    write(`data/registry/releases/mf-tickets/0123456789ab/mf-manifest.json`, manifest('entry2.js'));
    write('deploy/registry/remotes.json', [
      { name: 'mf_tickets', entry: `${release}mf-manifest.json` },
    ]);
    const { data } = await pageData('/');
    expect(data.preload[0].fetch).toEqual([`${release}mf-manifest.json`]);
    expect(data.preload[0].script[0]).toBe(`${release}entry2.js`);
  });
});
