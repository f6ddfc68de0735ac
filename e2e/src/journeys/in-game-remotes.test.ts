import { usePortalAndBrowser } from '../support/portal-session';

const portal = usePortalAndBrowser();

/** The federated container a request belongs to, from its path (`/remotes/<folder>/…`). */
function remoteFolderOf(url: string): string | null {
  return /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? null;
}

test('when opened in the in-game browser, only mf_tickets loads before a ticket is opened', async () => {
  const player = await portal.pageAs('player1');
  const remotesFetched: string[] = [];
  player.on('request', (request) => {
    const folder = remoteFolderOf(request.url());
    if (folder) remotesFetched.push(folder);
  });

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
