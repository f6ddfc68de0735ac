import type { Page } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { conversationOf } from '../support/ticket-modal';

// A pointer resting on a row fetches what its modal shows (issue 26): told apart from the
// requests the page sent and when, never from how long anything took.
const portal = usePortalAndBrowser();

/** Every request's path, in order, with `mark` naming what happened just before it. */
function recordPaths(page: Page) {
  const lines: { path: string; after: string }[] = [];
  let happened = 'load';
  page.on('request', (request) => {
    lines.push({ path: new URL(request.url()).pathname, after: happened });
  });
  return {
    lines,
    mark: (what: string) => {
      happened = what;
    },
  };
}

test('a pointer resting on a row fetches the detail remote and its thread before the click', async () => {
  const title = `Adelantado ${Date.now()}`;
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const player = await apiAs(portal.url, 'player1');
  const message = 'El coche sigue sin aparecer en el garaje.';
  expect(
    (await player.post('/comment', { ticketId, comment: message, staffOnly: false })).status,
  ).toBe(200);

  // The in-game browser: the detail remote waits for a rest or an open, never the idle page.
  const page = await portal.pageAs('player1');
  const requests = recordPaths(page);
  await page.goto(`${portal.url}/?client=ingame`);
  const row = page.getByRole('list').getByRole('link', { name: new RegExp(title) });
  await row.waitFor();
  await page.waitForLoadState('networkidle');
  const threadPath = `/api/comments/${ticketId}`;
  const isDetailRemote = (path: string) => /^\/(?:remotes|releases)\/mf-ticket-detail\//.test(path);
  expect(requests.lines.filter(({ path }) => path === threadPath || isDetailRemote(path))).toEqual(
    [],
  );

  requests.mark('rest');
  const threadRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === threadPath,
  );
  // The remote's code: its exposed module.
  const modalCode = page.waitForResponse((response) =>
    /^\/(?:remotes|releases)\/mf-ticket-detail\/__federation_expose_TicketModal\.[^/]*\.js$/.test(
      new URL(response.url()).pathname,
    ),
  );
  await row.hover();
  await Promise.all([threadRead, modalCode]);
  await page.waitForLoadState('networkidle');
  requests.mark('click');
  await row.click();
  const modal = page.getByRole('dialog', { name: title });
  await conversationOf(modal).getByText(message).waitFor();

  const fetchedAfter = (what: string) =>
    requests.lines.filter(({ after }) => after === what).map(({ path }) => path);
  expect(fetchedAfter('rest')).toContain(threadPath);
  expect(fetchedAfter('rest')).toContain(`/api/getTicket/${ticketId}`);
  expect(fetchedAfter('rest').filter(isDetailRemote)).toEqual(
    expect.arrayContaining([expect.stringMatching(/__federation_expose_TicketModal\.[^/]*\.js$/)]),
  );
  // The open shows what the rest fetched and what the page already holds: none of it is asked
  // for again.
  await page.waitForLoadState('networkidle');
  expect(fetchedAfter('click').filter((path) => path.startsWith('/api/'))).toEqual([]);
});
