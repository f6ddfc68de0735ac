import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/portal-session';
import { remoteCli, variantOfBuild } from '../support/remote-releases';

const registryDir = mkdtempSync(join(tmpdir(), 'portal-registry-'));
const portal = usePortalAndBrowser({ REMOTE_REGISTRY_DIR: registryDir });

const NOTICE = 'Hay una versión nueva del portal.';

/** The current line of `/remotes.json` for a container. */
async function registryLine(name: string) {
  const lines = (await (await fetch(`${portal.url}/remotes.json`)).json()) as {
    name: string;
    entry: string;
    version?: string;
  }[];
  return lines.find((line) => line.name === name);
}

function publish(from: string) {
  const result = remoteCli(registryDir, ['publish', 'mf-tickets', '--from', from, '--by', 'e2e']);
  expect(result).toEqual(expect.objectContaining({ status: 0 }));
  return result;
}

async function reloadFromNotice(page: Page) {
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Recargar' }).click();
  await page.waitForLoadState('load');
}

test('an open page hears of a new mf-tickets release, loads it after a reload, and goes back on a rollback', async () => {
  const original = variantOfBuild('mf-tickets', (_file, text) => text);
  const renamed = variantOfBuild('mf-tickets', (_file, text) =>
    text.replaceAll('Mis tickets', 'Mis consultas'),
  );
  publish(original);
  const first = await registryLine('mf_tickets');
  expect(first?.entry).toMatch(/^\/releases\/mf-tickets\/[^/]+\/mf-manifest\.json$/);

  const page = await portal.pageAs('player1');
  await page.goto(portal.url);
  await page.getByRole('heading', { name: 'Mis tickets' }).waitFor();

  publish(renamed);
  const second = await registryLine('mf_tickets');
  expect(second?.version).not.toBe(first?.version);
  await reloadFromNotice(page);
  await page.getByRole('heading', { name: 'Mis consultas' }).waitFor();

  const rollback = remoteCli(registryDir, ['rollback', 'mf-tickets', '--by', 'e2e']);
  expect(rollback.status).toBe(0);
  expect((await registryLine('mf_tickets'))?.version).toBe(first?.version);
  await reloadFromNotice(page);
  await page.getByRole('heading', { name: 'Mis tickets' }).waitFor();

  const list = remoteCli(registryDir, ['list']);
  expect(list.output).toContain(`${second?.version}`);
});

test('a remote not loaded yet in the tab loads its new release without a reload', async () => {
  const page = await portal.pageAs('player1');
  // In a game client nothing fetches the ticket modal's code ahead of a first open (a browser tab
  // fetches it once the list shows), so it is still not loaded when the release comes.
  await page.goto(`${portal.url}/?client=ingame`);
  await page.getByRole('heading', { name: 'Mis tickets' }).waitFor();

  const detail = variantOfBuild('mf-ticket-detail', (_file, text) =>
    text.replaceAll('Conversación', 'Hilo de la conversación'),
  );
  // The page has heard of the release once it reads the registry again.
  const registryRead = page.waitForResponse((response) => response.url().endsWith('/remotes.json'));
  const result = remoteCli(registryDir, ['publish', 'mf-ticket-detail', '--from', detail]);
  expect(result.status).toBe(0);
  const line = await registryLine('mf_ticket_detail');
  await registryRead;

  await page.getByRole('list').getByRole('link').first().click();
  await page.getByRole('dialog').getByLabel('Hilo de la conversación').first().waitFor();
  expect(await page.getByRole('status').filter({ hasText: NOTICE }).count()).toBe(0);
  expect(line?.entry).toContain('/releases/mf-ticket-detail/');
});

test('a release built against another @portal/shared is refused and changes nothing', async () => {
  const before = await registryLine('mf_tickets');
  const incompatible = variantOfBuild('mf-tickets', (file, text) =>
    file === 'mf-manifest.json'
      ? JSON.stringify({
          ...JSON.parse(text),
          shared: JSON.parse(text).shared.map((shared: { name: string }) =>
            shared.name.startsWith('@portal/shared')
              ? { ...shared, version: '2.0.0', requiredVersion: '^2.0.0' }
              : shared,
          ),
        })
      : text,
  );
  const result = remoteCli(registryDir, ['publish', 'mf-tickets', '--from', incompatible]);
  expect(result.status).toBe(1);
  expect(result.output).toMatch(/@portal\/shared.*\^2\.0\.0/);
  expect(await registryLine('mf_tickets')).toEqual(before);
});
