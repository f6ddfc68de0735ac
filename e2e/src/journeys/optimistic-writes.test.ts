import type { Page, Route } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';

// A click shows its change before the server answers, and a refusal takes it back and says why.
// The server's answer is held with a route, so nothing here depends on how fast the machine is.
const portal = usePortalAndBrowser();

/** Holds every call to `path` until `release` is called; `answered` tells whether one went on. */
async function holdCalls(page: Page, path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { answered: false, release };
  await page.route(`**/api${path}`, async (route: Route) => {
    await released;
    await route.continue();
    held.answered = true;
  });
  return held;
}

async function openAsStaff(title: string) {
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const page = await portal.pageAs('staff1');
  await page.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByRole('button', { name: 'Tomar ticket' }).waitFor();
  return { ticketId, page, modal };
}

test('"Tomar ticket" shows the assignee before the server answers, then keeps it', async () => {
  const { page, modal } = await openAsStaff(`Optimista ${Date.now()}`);
  const take = await holdCalls(page, '/takeTicket');
  await modal.getByRole('button', { name: 'Tomar ticket' }).click();
  await modal.getByRole('button', { name: /^Quitar a / }).waitFor();
  expect(take.answered).toBe(false);

  take.release();
  await modal.getByText('Has tomado el ticket').waitFor();
  await modal.getByRole('button', { name: /^Quitar a / }).waitFor();
});

test('a take the server refuses is taken back and the error says why', async () => {
  const { ticketId, page, modal } = await openAsStaff(`Rechazado ${Date.now()}`);
  const take = await holdCalls(page, '/takeTicket');
  await modal.getByRole('button', { name: 'Tomar ticket' }).click();
  await modal.getByRole('button', { name: /^Quitar a / }).waitFor();

  // Meanwhile an administrator closes the ticket: the held take now reaches a closed ticket.
  const colleague = await apiAs(portal.url, 'admin1');
  expect((await colleague.post('/closeTicket', { ticketId })).status).toBe(200);
  take.release();

  const dialog = page.getByRole('alertdialog', { name: 'Error', exact: true });
  await dialog.getByText('Este ticket está cerrado.').waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await dialog.waitFor({ state: 'detached' });
  await modal.getByRole('button', { name: /^Quitar a / }).waitFor({ state: 'detached' });
});
