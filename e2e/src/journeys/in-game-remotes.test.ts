import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/portal-session';

const portal = usePortalAndBrowser();

/**
 * The remote a request belongs to, from its path: its build in place (`/remotes/<folder>/…`) or
 * a published release (`/releases/<folder>/<version>/…`).
 */
function remoteFolderOf(url: string): string | null {
  return /^\/(?:remotes|releases)\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? null;
}

/** Every remote folder the page requests files of, in order. */
function recordRemotes(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const folder = remoteFolderOf(request.url());
    if (folder) fetched.push(folder);
  });
  return fetched;
}

test('when opened in the in-game browser, only mf_tickets loads before a ticket is opened', async () => {
  const player = await portal.pageAs('player1');
  const remotesFetched = recordRemotes(player);

  await player.goto(`${portal.url}/?client=ingame`);
  const firstTicket = player.getByRole('list').getByRole('link').first();
  await firstTicket.waitFor();
  await player.waitForLoadState('networkidle');
  await player.getByText(/F9/).first().waitFor();

  expect(new Set(remotesFetched)).toEqual(new Set(['mf-tickets']));

  await firstTicket.click();
  await player.getByRole('dialog').waitFor();
  expect(remotesFetched).toContain('mf-ticket-detail');
});

test('an administrator in the in-game browser never fetches the stats, admin or assistant remotes', async () => {
  const admin = await portal.pageAs('admin1');
  const remotesFetched = recordRemotes(admin);
  await admin.goto(`${portal.url}/?client=ingame`);
  await admin.getByRole('heading', { name: 'Tickets de soporte' }).waitFor();
  await admin.waitForLoadState('networkidle');
  await admin.getByRole('list').getByRole('link').first().click();
  await admin.getByRole('dialog').waitFor();
  await admin.waitForLoadState('networkidle');
  expect(new Set(remotesFetched)).toEqual(new Set(['mf-tickets', 'mf-ticket-detail']));
});
