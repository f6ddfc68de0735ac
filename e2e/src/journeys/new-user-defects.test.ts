import type { Account } from '@portal/shared/contract';
import { apiAs } from '../support/api-client';
import { openPublicEvent, openReport, openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { conversationOf } from '../support/ticket-modal';

// What a new user ran into when trying the portal: one journey per defect, each failing before
// its fix.
const portal = usePortalAndBrowser();

test('the accused is reached when the reporter types their in-game name or hash id, in any case', async () => {
  const accused = await apiAs(portal.url, 'player2');
  const { body: player2 } = await accused.get<Account>('/me');
  const byName = `Insultos en el chat ${Date.now()}`;
  const byHash = `Spam en el mercado ${Date.now()}`;
  await openReport(portal.url, 'player1', byName, player2.name.toUpperCase());
  await openReport(portal.url, 'player1', byHash, player2.visualId.toLowerCase());

  const page = await portal.pageAs('player2');
  await page.goto(portal.url);
  await page.getByRole('tab', { name: /^Reportes/ }).click();
  await page.getByRole('link', { name: new RegExp(byName) }).waitFor();
  await page.getByRole('link', { name: new RegExp(byHash) }).click();
  await page.getByRole('dialog', { name: byHash }).waitFor();
});

test('a public event shows its chosen date and place in the list and in the modal', async () => {
  const title = `TORNEO DE KARTS ${Date.now()}`;
  const timestamp = Date.UTC(2027, 0, 15, 19, 30);
  await openPublicEvent(portal.url, 'player1', title, { timestamp, location: 'Puerto (40, 62)' });
  const page = await portal.pageAs('player1');
  await page.goto(portal.url);
  const row = page.getByRole('link', { name: new RegExp(title) });
  await row.getByText(/^Evento: .*2027.* · Puerto \(40, 62\)$/).waitFor();
  await row.click();
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByText('Fecha del evento').waitFor();
  await modal.getByText('Lugar del evento').waitFor();
  await modal.getByText('Puerto (40, 62)').waitFor();
  await modal.getByText(/2027/).first().waitFor();
});

test('"Open map" shows the event’s place read-only, and no session token rides in its address', async () => {
  const title = `PASEO EN BICI ${Date.now()}`;
  const ticketId = await openPublicEvent(portal.url, 'player1', title, {
    timestamp: Date.UTC(2027, 1, 2, 18),
    location: 'Plaza mayor (30.0%, 70.0%)',
  });
  const admin = await portal.pageAs('admin1');
  await admin.goto(`${portal.url}/ticket/${ticketId}`);
  const link = admin.getByRole('dialog', { name: title }).getByRole('link', { name: 'Abrir mapa' });
  const href = new URL((await link.getAttribute('href')) ?? '', portal.url);
  expect(href.searchParams.get('location')).toBe('Plaza mayor (30.0%, 70.0%)');
  expect(href.searchParams.has('title')).toBe(false);
  expect(href.href).not.toMatch(/token/i);

  const [map] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
  await map.getByRole('heading', { name: 'Lugar del evento' }).waitFor();
  await map.getByText('Plaza mayor', { exact: true }).waitFor();
  await map.getByRole('img', { name: 'Mapa: marcador en 30.0 %, 70.0 %' }).waitFor();
  expect(await map.getByRole('slider').count()).toBe(0);
  expect(await map.getByRole('textbox').count()).toBe(0);
  expect(await map.getByRole('button').count()).toBe(0);
  expect(map.url()).not.toMatch(/token/i);
});

test('players see the one support name in assignment messages, never a staff member’s hash id', async () => {
  const title = `Me robaron el coche ${Date.now()}`;
  const ticketId = await openReport(portal.url, 'player1', title);
  const staff = await apiAs(portal.url, 'staff2');
  await staff.post('/takeTicket', { ticketId });
  const { body: assignable } = await staff.get<Account[]>(`/ticketPossibleAssigness/${ticketId}`);
  const supervisor = assignable.find((account) => account.name === 'Javier Romero');
  expect(supervisor).toBeDefined();
  const assigned = await staff.post('/assignUser', { ticketId, userId: supervisor?._id });
  expect(assigned.status).toBe(200);

  const player = await portal.pageAs('player1');
  await player.goto(`${portal.url}/ticket/${ticketId}`);
  const thread = conversationOf(player.getByRole('dialog', { name: title }));
  await thread
    .getByText('El equipo de soporte ha asignado el ticket a otro miembro del equipo')
    .waitFor();
  const { body: staff2 } = await staff.get<Account>('/me');
  const shown = (await thread.textContent()) ?? '';
  expect(shown).not.toContain(staff2.visualId);
  expect(shown).not.toContain(supervisor?.visualId);
  expect(shown).not.toContain('Javier Romero');
});

test('after "Take ticket" the modal still closes with Escape and with a click outside', async () => {
  const title = `No me llega el correo ${Date.now()}`;
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const staff = await portal.pageAs('staff1');
  await staff.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = staff.getByRole('dialog', { name: title });
  await modal.getByRole('button', { name: 'Tomar ticket' }).click();
  await conversationOf(modal).getByText('Has tomado el ticket').waitFor();
  await staff.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  expect(new URL(staff.url()).pathname).toBe('/');

  await staff.getByRole('link', { name: new RegExp(title) }).click();
  await modal.waitFor();
  await staff.mouse.click(5, 5);
  await modal.waitFor({ state: 'detached' });
});

test('an empty search says there are no results for it, not that nothing was ever opened', async () => {
  const page = await portal.pageAs('staff1');
  await page.goto(portal.url);
  await page.getByRole('list').getByRole('link').first().waitFor();
  await page.getByLabel('Buscar').fill('nadie escribe esto');
  await page.getByLabel('Buscar').press('Enter');
  await page.getByText('Ningún resultado para «nadie escribe esto».').waitFor();
  expect(await page.getByText('Todavía no has abierto ningún ticket.').count()).toBe(0);
});

test('unread counts leave out the viewer’s own comments; staff read idle time as a duration', async () => {
  const title = `Error al pagar ${Date.now()}`;
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const player = await apiAs(portal.url, 'player1');
  await player.post('/comment', { ticketId, comment: 'Añado el número de pedido: 4411.' });
  const page = await portal.pageAs('player1');
  await page.goto(portal.url);
  const row = page.getByRole('link', { name: new RegExp(title) });
  await row.waitFor();
  expect(await row.getByText(/sin leer/).count()).toBe(0);

  const staff = await apiAs(portal.url, 'staff1');
  // Staff's first answer also takes the ticket: the player has two new lines to read.
  await staff.post('/comment', { ticketId, comment: 'Lo revisamos.' });
  await page.reload();
  await row.getByText('2 sin leer').waitFor();

  // The demo's "Pago duplicado" has waited about 20 hours in a group that warns after an hour.
  const staffPage = await portal.pageAs('staff1');
  await staffPage.goto(portal.url);
  await staffPage.getByRole('link', { name: /Pago duplicado/ }).click();
  const warning = staffPage
    .getByRole('dialog', { name: 'Pago duplicado' })
    .getByText(/^Sin comentarios desde hace/);
  await warning.waitFor();
  expect(await warning.textContent()).toMatch(
    /^Sin comentarios desde hace (\d+ d )?\d+ h( \d+ min)?$/,
  );
});

test('when the list cannot be fetched after a filter change, the list stays as it was', async () => {
  const page = await portal.pageAs('staff1');
  await page.goto(portal.url);
  const rows = page
    .getByRole('list')
    .getByRole('link')
    .filter({ hasText: /Ticket n\.º/ });
  await rows.first().waitFor();
  const before = await rows.allTextContents();
  await page.route('**/api/tickets', (route) => route.fulfill({ status: 500, body: '{}' }));
  // A refresh already on its way (a live event of another journey's ticket) may still answer 200.
  const failed = page.waitForResponse(
    (response) => response.url().endsWith('/api/tickets') && response.status() === 500,
  );
  await page.getByLabel('Estado').selectOption({ label: 'Cerrados' });
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await failed;
  await page.waitForTimeout(300);
  expect(await rows.allTextContents()).toEqual(before);
});

test('handing a ticket to a colleague says who has it, and losing sight of it is no error', async () => {
  const title = `No puedo entrar al servidor ${Date.now()}`;
  await openSupportTicket(portal.url, 'player1', title);
  const staff = await portal.pageAs('staff1');
  await staff.goto(portal.url);
  await staff.getByRole('link', { name: new RegExp(title) }).click();
  const modal = staff.getByRole('dialog', { name: title });
  await modal.getByRole('button', { name: 'Asignar…' }).click();
  const picker = modal.getByLabel('Asignar a un miembro del staff');
  await picker.locator('option', { hasText: 'Javier Romero' }).waitFor({ state: 'attached' });
  await picker.selectOption({ label: 'Javier Romero' });
  await modal.getByRole('button', { name: 'Asignar miembro' }).click();
  // The notice says it (the list's row may say it too, until the list drops the ticket).
  await staff
    .getByRole('region', { name: 'Notificaciones' })
    .getByText('Asignado a Javier Romero')
    .waitFor();
  await modal.waitFor({ state: 'detached' });
  expect(await staff.getByRole('alertdialog', { name: 'Error', exact: true }).count()).toBe(0);
});

test('a report names its people as each reader may: no hash id greets the reporter or says who asked for more responses', async () => {
  const title = `Aimbot en el desierto ${Date.now()}`;
  const ticketId = await openReport(portal.url, 'player1', title);
  const staff = await apiAs(portal.url, 'staff2');
  const reporter = await apiAs(portal.url, 'player1');
  expect((await staff.post('/takeTicket', { ticketId })).status).toBe(200);
  await staff.post('/comment', { ticketId, comment: 'Estamos revisando las pruebas.' });
  await reporter.post('/comment', { ticketId, comment: 'Adjunto otra captura.' });
  await reporter.post('/comment', { ticketId, comment: '¿Hay novedades?' });
  expect((await reporter.post('/requestIntervention', { ticketId })).status).toBe(200);
  const { body: player1 } = await reporter.get<Account>('/me');

  const accused = await portal.pageAs('player2');
  await accused.goto(`${portal.url}/ticket/${ticketId}`);
  const seenByAccused = conversationOf(accused.getByRole('dialog', { name: title }));
  const request = seenByAccused.getByRole('listitem').filter({ hasText: 'más respuestas' });
  await request.getByText('El autor del reporte ha pedido más respuestas').waitFor();
  expect(await request.textContent()).not.toContain(player1.visualId);

  const page = await portal.pageAs('staff2');
  await page.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByLabel('Escribe un comentario').click();
  await page.keyboard.press('Control+Space');
  const panel = modal.getByRole('dialog', { name: 'Respuestas sugeridas' });
  await panel
    .getByRole('article')
    .filter({ hasText: 'Gracias, revisamos tu reporte de Trampas y las pruebas.' })
    .waitFor();
  expect(await panel.textContent()).not.toMatch(/[0-9a-f]{16}|Lucía/);
});

test('staff hovering a demo player see the game’s faction, rank and level, and the player the game marks important', async () => {
  const title = `Insultos en la plaza ${Date.now()}`;
  await openReport(portal.url, 'player1', title);
  const page = await portal.pageAs('staff2');
  await page.goto(portal.url);
  await page.getByRole('tab', { name: /^Reportes/ }).click();
  const row = page.getByRole('link', { name: new RegExp(title) });
  await row.getByRole('img', { name: 'Importante' }).waitFor();

  await row.click();
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByRole('button', { name: 'Detalles de Mateo Ruiz' }).first().hover();
  const card = page.getByRole('tooltip');
  await card.getByText('Facción: Mercaderes del Puerto (MDP)').waitFor();
  await card.getByText('Rango: Líder').waitFor();
  await card.getByText('Nivel: 61').waitFor();
});
