import type { Locator, Page, Route } from 'playwright-core';
import { usePortalAndBrowser } from '../support/portal-session';

const portal = usePortalAndBrowser();

const NOT_AVAILABLE = 'Esta sección no está disponible en este momento.';

/** Every request for a remote's files (`/remotes/<folder>/…`) is refused until `restore()`. */
async function takeFilesAway(page: Page, folder: string, answer: (route: Route) => void) {
  const pattern = `**/remotes/${folder}/**`;
  await page.route(pattern, answer);
  return { restore: () => page.unroute(pattern) };
}

const refuse = (route: Route) => void route.abort();
/** A remote host that accepts the request and never answers. */
const hang = () => {};

/** The slot's fallback shows, the rest of the page answers, and Retry brings the remote back. */
async function degradesAlone(page: Page, restore: () => Promise<void>, loaded: Locator) {
  const fallback = page.getByRole('alert').filter({ hasText: NOT_AVAILABLE });
  await fallback.waitFor({ timeout: 45_000 });
  // The shell's own chrome keeps working beside the fallback.
  await page.getByRole('combobox', { name: 'Idioma' }).waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  await restore();
  await fallback.getByRole('button', { name: 'Reintentar' }).click();
  await loaded.waitFor();
  expect(await fallback.count()).toBe(0);
}

test('the tickets remote down: only the home slot falls back, and Retry recovers it', async () => {
  const page = await portal.pageAs('player1');
  const files = await takeFilesAway(page, 'mf-tickets', refuse);
  await page.goto(portal.url);
  await degradesAlone(page, files.restore, page.getByRole('heading', { name: 'Mis tickets' }));
});

test('the ticket-detail remote down: the modal falls back over a working list, and recovers', async () => {
  const page = await portal.pageAs('player1');
  const files = await takeFilesAway(page, 'mf-ticket-detail', refuse);
  await page.goto(portal.url);
  const firstTicket = page.getByRole('list').getByRole('link').first();
  await firstTicket.click();
  await page.waitForURL(/\/ticket\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Mis tickets' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Enviar ticket' }).isEnabled()).resolves.toBe(true);
  await degradesAlone(page, files.restore, page.getByRole('dialog').getByRole('heading').first());
});

test('the stats remote hanging: the view times out into its fallback, and recovers', async () => {
  const page = await portal.pageAs('supervisor1');
  const files = await takeFilesAway(page, 'mf-staff-stats', hang);
  await page.goto(`${portal.url}/staff/statistics`);
  await page.getByRole('status').filter({ hasText: 'Cargando…' }).waitFor();
  await degradesAlone(page, files.restore, page.getByRole('heading', { name: 'Estadísticas' }));
});

test('the admin remote down: the panel falls back, and recovers', async () => {
  const page = await portal.pageAs('admin1');
  const files = await takeFilesAway(page, 'mf-admin-panel', refuse);
  await page.goto(`${portal.url}/panel`);
  await degradesAlone(
    page,
    files.restore,
    page.getByRole('navigation', { name: 'Secciones del panel' }),
  );
});

test('the assistant remote down: no trace on a working page, and it is back on the next load', async () => {
  const page = await portal.pageAs('admin1');
  const files = await takeFilesAway(page, 'mf-assistant', refuse);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-assistant/')) requested.push(request.url());
  });
  await page.goto(portal.url);
  await page.getByRole('heading', { name: 'Tickets de soporte' }).waitFor();
  // Tried three times (two retries), then given up silently.
  const deadline = Date.now() + 15_000;
  while (requested.length < 3 && Date.now() < deadline) await page.waitForTimeout(200);
  expect(requested.length).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(500);
  expect(await page.getByRole('alert').filter({ hasText: NOT_AVAILABLE }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Abrir el asistente' }).count()).toBe(0);

  await files.restore();
  await page.reload();
  await page.getByRole('button', { name: 'Abrir el asistente' }).waitFor();
});
