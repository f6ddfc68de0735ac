import type { Page } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';
import { conversationOf } from '../support/ticket-modal';

const portal = usePortalAndBrowser();

/** Every request a page makes for the stats remote's files (`/remotes/mf-staff-stats/…`). */
function statsRemoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-staff-stats/')) {
      seen.push(request.url());
    }
  });
  return seen;
}

const SUPERVISOR = 'Javier Romero';

/** The "Respuestas" figure of the Response Time view (0 while the period has no answer). */
async function answersShown(page: Page): Promise<number> {
  await page.goto(`${portal.url}/staff/response-time`);
  await page.getByRole('heading', { name: 'Tiempo de respuesta' }).waitFor();
  const answers = page.locator('.ss-summary-item', { hasText: 'Respuestas' }).locator('dd');
  const empty = page.getByText('No hay datos disponibles');
  await answers.or(empty).first().waitFor();
  if (await empty.isVisible()) return 0;
  return Number((await answers.textContent())?.replace(/\D/g, ''));
}

/** The supervisor's total of the last 30 days in the Statistics table (0 when not listed). */
async function supervisorTotal(page: Page): Promise<number> {
  await page.goto(`${portal.url}/staff/statistics`);
  await page.getByRole('table', { name: 'Cifras por miembro del equipo' }).waitFor();
  const total = page.getByRole('link', {
    name: new RegExp(`^Ver (el ticket|los \\d+ tickets) de ${SUPERVISOR}$`),
  });
  if ((await total.count()) === 0) return 0;
  return Number(await total.textContent());
}

test('when supervisor1 answers a ticket in public, Response Time and Statistics count it', async () => {
  const title = `Mi personaje no carga ${Date.now()}`;
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const page = await portal.pageAs('supervisor1');
  const fetched = statsRemoteRequests(page);

  await page.goto(portal.url);
  const staffViews = page.getByRole('navigation', { name: 'Vistas del equipo' });
  await staffViews.getByRole('link', { name: 'Tiempo de respuesta' }).click();
  await page.waitForURL(/\/staff\/response-time$/);
  const answersBefore = await answersShown(page);
  const totalBefore = await supervisorTotal(page);
  expect(fetched.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

  await page.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = page.getByRole('dialog', { name: title });
  const reply = `Lo revisamos ahora mismo (${Date.now()})`;
  await modal.getByLabel('Escribe un comentario').fill(reply);
  await modal.getByLabel('Escribe un comentario').press('Enter');
  await conversationOf(modal).getByText(reply).waitFor();

  expect(await answersShown(page)).toBe(answersBefore + 1);
  const perStaff = page.getByRole('table', { name: 'Media por miembro del equipo y categoría' });
  await perStaff.getByRole('row').filter({ hasText: SUPERVISOR }).first().waitFor();
  await screenshot(page, 'staff-response-time-es');

  expect(await supervisorTotal(page)).toBe(totalBefore + 1);
  await page.getByLabel(new RegExp(`^${SUPERVISOR}, Soporte: \\d+ tickets?$`)).click();
  await page
    .getByRole('heading', { name: new RegExp(`^Tickets de ${SUPERVISOR} · Soporte`) })
    .waitFor();
  await screenshot(page, 'staff-statistics-es');
  await page.getByRole('link', { name: `Ticket n.º ${ticketId}` }).click();
  await page.getByRole('dialog', { name: title }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/ticket/${ticketId}`);
});

/** player1 opens a ticket, staff1 answers and closes it, player1 reviews it with `points`. */
async function reviewedTicket(points: number, comment: string): Promise<number> {
  const ticketId = await openSupportTicket(portal.url, 'player1', `Reviewed ${Date.now()}`);
  const [player, staff] = await Promise.all([
    apiAs(portal.url, 'player1'),
    apiAs(portal.url, 'staff1'),
  ]);
  const steps = [
    () => staff.post('/comment', { ticketId, comment: 'Ya está arreglado.', staffOnly: false }),
    () => player.post('/comment', { ticketId, comment: '¡Gracias!', staffOnly: false }),
    () => staff.post('/closeTicket', { ticketId }),
    () => player.post('/review', { ticketId, points, comment }),
  ];
  for (const step of steps) {
    const answer = await step();
    if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return ticketId;
}

test('staff read the reviews players left them, in English too', async () => {
  const comment = `Quick and kind answer ${Date.now()}`;
  const ticketId = await reviewedTicket(5, comment);
  const page = await portal.pageAs('staff1');
  await page.addInitScript(() => window.localStorage.setItem('portal.lang', 'en'));
  await page.goto(portal.url);
  const staffViews = page.getByRole('navigation', { name: 'Staff views' });
  await staffViews.getByRole('link').first().waitFor();
  expect(await staffViews.getByRole('link').allTextContents()).toEqual(['My reviews']);
  await staffViews.getByRole('link', { name: 'My reviews' }).click();

  const review = page
    .getByRole('list', { name: 'Reviews received' })
    .getByRole('listitem')
    .filter({ hasText: comment });
  await review.getByRole('img', { name: '5 out of 5 stars' }).waitFor();
  await page.getByRole('img', { name: /^5 stars: [1-9]\d*$/ }).waitFor();
  await screenshot(page, 'staff-my-reviews-en');
  await review.getByRole('link', { name: `Ticket #${ticketId}` }).click();
  await page.waitForURL((url) => url.pathname === `/ticket/${ticketId}`);
  await page.getByRole('dialog').waitFor();
});

test('players and the in-game browser never download the stats remote', async () => {
  const player = await portal.pageAs('player1');
  const playerFetched = statsRemoteRequests(player);
  await player.goto(`${portal.url}/staff/statistics`);
  await player.waitForURL((url) => url.pathname === '/');
  await player.getByRole('list').getByRole('link').first().waitFor();
  await player.waitForLoadState('networkidle');
  expect(await player.getByRole('navigation', { name: 'Vistas del equipo' }).count()).toBe(0);
  expect(playerFetched).toEqual([]);

  const inGame = await portal.pageAs('supervisor1');
  const inGameFetched = statsRemoteRequests(inGame);
  await inGame.goto(`${portal.url}/?client=ingame`);
  await inGame.getByText(/F9/).first().waitFor();
  await inGame.getByRole('list').getByRole('link').first().waitFor();
  expect(await inGame.getByRole('navigation', { name: 'Vistas del equipo' }).count()).toBe(0);
  await inGame.goto(`${portal.url}/staff/statistics?client=ingame`);
  await inGame.getByText('Esta sección no está disponible en este momento.').waitFor();
  await inGame.waitForLoadState('networkidle');
  expect(inGameFetched).toEqual([]);
});
