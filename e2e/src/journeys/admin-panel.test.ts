import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

const portal = usePortalAndBrowser();

/** Every request a page makes for the admin remote's files (`/remotes/mf-admin-panel/…`). */
function adminRemoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-admin-panel/')) {
      seen.push(request.url());
    }
  });
  return seen;
}

const STAMP = Date.now();
/** A title a spreadsheet would run as a formula if the export did not neutralise it. */
const HOSTILE_TITLE = `=HYPERLINK("http://127.0.0.1/${STAMP}","Haz clic")`;
/** Enough support tickets for a second page of 25; each player may open 10 per 10 minutes. */
const PLAYERS = ['player1', 'player2', 'player3'];
const TICKETS_PER_PLAYER = 9;

interface AdminPage {
  total: number;
  data: { _id: number; title: string }[];
}

let createdTitles: string[];
let total: number;

beforeAll(async () => {
  createdTitles = [];
  for (const player of PLAYERS) {
    for (let number = 1; number <= TICKETS_PER_PLAYER; number += 1) {
      const title = `Panel ${STAMP} ${player} n.º ${number}`;
      await openSupportTicket(portal.url, player, title);
      createdTitles.push(title);
    }
  }
  const hostileId = await openSupportTicket(portal.url, 'player1', HOSTILE_TITLE);
  const staff = await apiAs(portal.url, 'staff1');
  const taken = await staff.post('/takeTicket', { ticketId: hostileId });
  if (taken.status !== 200) throw new Error(`take failed: ${taken.status}`);
  const admin = await apiAs(portal.url, 'admin1');
  const page = await admin.post<AdminPage>('/tickets/paginated', { page: 1, pageSize: 25 });
  total = page.body.total;
}, 60_000);

async function firstTitle(table: Locator): Promise<string> {
  return (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
}

test('admin1 goes through the panel: dashboard, tickets sorted and paged, a CSV export, staff', async () => {
  const page = await portal.pageAs('admin1');
  await page.goto(portal.url);
  await page.getByRole('link', { name: 'Panel de administración' }).click();
  await page.waitForURL((url) => url.pathname === '/panel');

  const sections = page.getByRole('navigation', { name: 'Secciones del panel' });
  await sections.getByRole('link', { name: 'Resumen' }).waitFor();
  const openTickets = page.getByRole('link', { name: /^Tickets de soporte abiertos/ });
  await openTickets.waitFor();
  expect(Number((await openTickets.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(
    createdTitles.length + 1,
  );
  await screenshot(page, 'admin-dashboard-es');

  await openTickets.click();
  await page.waitForURL((url) => url.hash === '#tickets');
  const table = page.getByRole('table', { name: 'Tickets de soporte' });
  const pager = page.getByRole('navigation', { name: 'Paginación: Tickets de soporte' });
  await pager.getByText(`1–25 de ${total}`).waitFor();
  expect(await table.getByRole('row').count()).toBe(26);

  const created = table.getByRole('columnheader', { name: 'Creado', exact: true });
  await created.getByRole('button').click();
  await expect(created.getAttribute('aria-sort')).resolves.toBe('ascending');
  await table.getByRole('row').nth(1).getByText('No puedo entrar en mi cuenta').waitFor();
  await created.getByRole('button').click();
  await table.getByRole('row').nth(1).getByText(HOSTILE_TITLE).waitFor();
  expect(await created.getAttribute('aria-sort')).toBe('descending');
  await screenshot(page, 'admin-tickets-es');

  await pager.getByRole('button', { name: 'Página 2' }).click();
  await pager.getByText(`26–${total} de ${total}`).waitFor();
  await table.getByRole('row').last().getByText('No puedo entrar en mi cuenta').waitFor();
  expect(await table.getByRole('row').count()).toBe(total - 25 + 1);
  expect(await firstTitle(table)).not.toBe(HOSTILE_TITLE);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tickets.csv');
  const rows: Record<string, string>[] = parse(await readFile((await file.path()) ?? ''), {
    bom: true,
    columns: true,
  });
  expect(rows).toHaveLength(total);
  const titles = rows.map((row) => row.title);
  expect(titles).toEqual(expect.arrayContaining(createdTitles));
  expect(titles).toContain(`'${HOSTILE_TITLE}`);
  expect(rows.find((row) => row.title === `'${HOSTILE_TITLE}`)?.status).toBe('opened');

  // The modal opens over the panel and closing it returns there, on the same page of the table.
  await table.getByRole('link', { name: 'Ticket n.º 1', exact: true }).click();
  await page.getByRole('dialog', { name: 'No puedo entrar en mi cuenta' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/ticket/1');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(new URL(page.url()).hash).toBe('#tickets');
  await pager.getByText(`26–${total} de ${total}`).waitFor();

  await sections.getByRole('link', { name: 'Equipo' }).click();
  await page.waitForURL((url) => url.hash === '#staff');
  const staffTable = page.getByRole('table', { name: 'Rendimiento del equipo' });
  const reports = staffTable.getByRole('columnheader', { name: 'Denuncias', exact: true });
  await staffTable.getByRole('row').nth(1).waitFor();
  await reports.getByRole('button').click();
  await expect(reports.getAttribute('aria-sort')).resolves.toBe('ascending');
  // The rows shown stay (dimmed, busy) until the sorted ones come.
  await staffTable.and(page.locator('table:not([aria-busy])')).waitFor();
  const carlos = staffTable.getByRole('row').filter({ hasText: 'Carlos' });
  expect(await carlos.count()).toBeGreaterThan(0);

  await sections.getByRole('link', { name: 'Usuarios' }).click();
  await page.waitForURL((url) => url.hash === '#users');
  const boards = page.getByRole('region', { name: 'Clasificaciones' });
  const openers = boards.getByRole('listitem').filter({ hasText: 'Lucía Gómez' });
  // player1 opened the demo's tickets plus this journey's 10 (9 numbered and the formula).
  await openers.getByText(/^\d+ tickets$/).waitFor();
  expect(
    Number((await openers.getByText(/^\d+ tickets$/).textContent())?.replace(/\D/g, '')),
  ).toBeGreaterThanOrEqual(10);
  await boards.getByRole('listitem').filter({ hasText: 'Carlos Pérez' }).first().waitFor();
  await screenshot(page, 'admin-users-es');
});

test('admin1 creates a read token, an outside program uses it within its grant, and deactivating it stops it', async () => {
  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel#tokens`);
  await page.getByRole('button', { name: 'Nuevo token' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo token' });
  const name = `Bot de estadísticas ${STAMP}`;
  await form.getByLabel('Nombre').fill(name);
  await form.getByRole('button', { name: 'Crear' }).click();
  await form.getByText('Selecciona al menos un endpoint').waitFor();
  await form.getByText('Selecciona al menos un permiso').waitFor();
  await form.getByRole('checkbox', { name: '/getTicket/:id', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Lectura (GET)' }).check();
  await form.getByRole('button', { name: 'Crear' }).click();
  const created = page.getByRole('dialog', { name: 'Token creado' });
  const secret = await created.getByLabel('Token').inputValue();
  expect(secret).toMatch(/^tp_[0-9A-Za-z]{43}$/);
  await created.getByRole('button', { name: 'Cerrar' }).last().click();

  const outside = (path: string, method = 'GET') =>
    fetch(`${portal.url}/api${path}`, { method, headers: { Authorization: `Bearer ${secret}` } });
  expect((await outside('/getTicket/1')).status).toBe(200);
  expect((await outside('/tickets', 'POST')).status).toBe(403);
  expect((await outside('/admin/stats')).status).toBe(403);
  const inQuery = await fetch(`${portal.url}/api/getTicket/1?token=${secret}`);
  expect(inQuery.status).toBe(401);

  const row = page.getByRole('table', { name: 'Tokens de acceso' }).getByRole('row').filter({
    hasText: name,
  });
  await row.getByText('Activo', { exact: true }).waitFor();
  // Beside the sidebar on a laptop (the default 1280 px wide page), the whole table shows:
  // nothing to scroll to inside its box.
  const hidden = await page
    .getByRole('table', { name: 'Tokens de acceso' })
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(hidden).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-tokens-es');
  await row.getByRole('button', { name: 'Desactivar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desactivar token' });
  await confirm.getByText('¿Seguro que quieres desactivar este token?').waitFor();
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await row.getByText('Inactivo', { exact: true }).waitFor();
  expect((await outside('/getTicket/1')).status).toBe(401);
});

test('admin1 opens the API reference from the tokens section and finds a call in the document the portal serves', async () => {
  const described = await fetch(`${portal.url}/api/openapi.json`);
  expect(described.status).toBe(200);
  const document = (await described.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');

  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel#tokens`);
  await page
    .getByRole('region', { name: 'Tokens' })
    .getByRole('link', { name: 'Referencia de la API' })
    .click();
  const reference = page.getByRole('region', { name: 'Referencia de la API' });
  await reference.getByRole('region', { name: 'Tickets y reportes' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#api');
  await reference.getByRole('searchbox', { name: 'Buscar una llamada' }).fill('getticket');
  await reference.getByText('/getTicket/{id}', { exact: true }).click();
  const parameters = reference.getByRole('table', { name: 'Parámetros (* obligatorio)' });
  await parameters.getByRole('row', { name: /id \* path/ }).waitFor();
  await expect(reference.getByText('/closeTicket', { exact: true }).count()).resolves.toBe(0);
  await screenshot(page, 'admin-api-reference-es');
});

test('admin1 sets the map image in Config, refused first for an unsafe address, then deletes it', async () => {
  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel#config`);
  await page.getByRole('button', { name: 'Nuevo valor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo valor' });
  await dialog.getByLabel('Clave').fill('portal.mapImage');
  await dialog.getByLabel('Valor').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog
    .getByText('La imagen debe ser una dirección https:// o una ruta que empiece por /.')
    .waitFor();
  await dialog.getByLabel('Valor').fill('/maps/mundo.png');
  await dialog.getByLabel('Descripción').fill('Mapa del mundo de la temporada');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });

  const row = page
    .getByRole('table', { name: 'Configuración' })
    .getByRole('row')
    .filter({ hasText: 'portal.mapImage' });
  await row.getByText('/maps/mundo.png').waitFor();
  await row.getByText('Admin Principal').waitFor();
  await screenshot(page, 'admin-config-es');
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar configuración' });
  await confirm
    .getByText(
      '¿Seguro que quieres eliminar la clave portal.mapImage? Esta acción no se puede deshacer.',
    )
    .waitFor();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  // A key the portal reads stays listed, back on its default.
  await row.getByText('Valor por defecto').waitFor();
  expect(await row.getByText('/maps/mundo.png').count()).toBe(0);
  expect(await row.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
});

test('admin1 logs an incident: entries, a status change the server refuses once, both Markdown files', async () => {
  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel`);
  await page
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name: 'Incidentes' })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin/incidents');
  await page.getByRole('button', { name: 'Nuevo incidente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo incidente' });
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await dialog.getByText('El título es obligatorio').waitFor();
  await dialog.getByText('La descripción es obligatoria').waitFor();
  const title = `Caída del login ${STAMP} # [x](javascript:alert(1))`;
  await dialog.getByLabel('Título').fill(title);
  await dialog
    .getByLabel('Descripción')
    .fill('Nadie puede entrar en **hub2** desde las 18:00 <script>');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  // A new incident opens at once.
  await page.getByRole('heading', { name: title }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/incidents\/\d+$/);
  // The administrator's Markdown shows as text with its emphasis, never as raw marks or HTML.
  await page.locator('strong', { hasText: 'hub2' }).waitFor();
  expect(await page.getByText('**hub2**').count()).toBe(0);
  expect(await page.locator('main script').count()).toBe(0);

  const entry = page.getByRole('form', { name: 'Añadir entrada' });
  await entry.getByLabel('Autor').fill('Admin Principal');
  await entry.getByLabel('Mensaje').fill('Reiniciado el servicio de sesiones | sin efecto');
  await entry.getByRole('button', { name: 'Añadir entrada' }).click();
  const timeline = page.getByRole('list', { name: 'Cronología' });
  await timeline.getByText('Reiniciado el servicio de sesiones | sin efecto').waitFor();

  const status = page.getByLabel('Estado');
  let refusals = 0;
  await page.route('**/api/incidents/*/status', (route) => {
    if (refusals > 0) return route.continue();
    refusals += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await status.selectOption({ label: 'Resuelto' });
  await page.getByText('No se pudo actualizar el estado. Inténtalo de nuevo.').waitFor();
  expect(await status.inputValue()).toBe('open');
  await status.selectOption({ label: 'Resuelto' });
  await timeline.getByText('Estado cambiado a Resuelto por Admin Principal').waitFor();
  expect(await status.inputValue()).toBe('resolved');
  await screenshot(page, 'admin-incident-es');

  for (const [button, file] of [
    ['Descargar Markdown', /^incident-\d+\.md$/],
    ['Descargar postmortem', /^incident-\d+-postmortem\.md$/],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(file);
    const text = await readFile((await saved.path()) ?? '', 'utf8');
    expect(text).toContain('Caída del login');
    expect(text).toContain('**hub2**');
    expect(text).toContain('Cronología');
    expect(text).not.toContain('](javascript');
    expect(text).not.toContain('<script>');
  }
});

test('staff1 asking for /panel lands on the home and never downloads the admin remote', async () => {
  const page = await portal.pageAs('staff1');
  const fetched = adminRemoteRequests(page);
  await page.goto(`${portal.url}/panel#tickets`);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('list').getByRole('link').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('link', { name: 'Panel de administración' }).count()).toBe(0);
  expect(fetched).toEqual([]);
});

test('the incident files follow the administrator’s language', async () => {
  const admin = await apiAs(portal.url, 'admin1');
  const created = await admin.post<{ _id: number }>('/incidents', {
    title: `Lag en hub3 ${STAMP}`,
    description: 'Los tiempos de respuesta superan **2 s**.',
  });
  expect(created.status).toBe(200);
  const page = await portal.pageAs('admin1');
  await page.addInitScript(() => window.localStorage.setItem('portal.lang', 'en'));
  await page.goto(`${portal.url}/admin/incidents/${created.body._id}`);
  await page.locator('strong', { hasText: '2 s' }).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Markdown' }).click();
  const text = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(text).toContain(`Incident ${created.body._id}: Lag en hub3 ${STAMP}`);
  expect(text).toContain('Timeline');
  expect(text).toContain('**2 s**');
  expect(text).not.toContain('Cronología');
});

test('from the panel, its sidebar and the banner lead back to the ticket list', async () => {
  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel#config`);
  const sections = page.getByRole('navigation', { name: 'Secciones del panel' });
  await sections.getByRole('link', { name: 'Volver a la lista de tickets' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('list').getByRole('link').first().waitFor();

  await page.goto(`${portal.url}/admin/incidents`);
  await page.getByRole('button', { name: 'Nuevo incidente' }).waitFor();
  await page.getByRole('link', { name: 'Portal de tickets', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('list').getByRole('link').first().waitFor();
});

test('on a first start, Config lists every key the portal reads with its default, the AI prompt protected', async () => {
  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel#config`);
  const table = page.getByRole('table', { name: 'Configuración' });
  for (const key of [
    'ai.basePrompt',
    'assistant.defaultModel',
    'portal.serverImage',
    'portal.mapImage',
    'tickets.inactiveMinutesWarning',
  ]) {
    await table.getByRole('row').filter({ hasText: key }).waitFor();
  }
  const model = table.getByRole('row').filter({ hasText: 'assistant.defaultModel' });
  await model.getByText('llama3.2').waitFor();
  await model.getByText('Valor por defecto').waitFor();
  const prompt = table.getByRole('row').filter({ hasText: 'ai.basePrompt' });
  await prompt.getByText(/^Eres parte del equipo de soporte/).waitFor();
  expect(await prompt.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
});

test('each dashboard card opens the tickets table filtered to what it counts', async () => {
  const staff = await apiAs(portal.url, 'staff1');
  const ticketId = await openSupportTicket(portal.url, 'player2', `Cerrado ${STAMP}`);
  expect((await staff.post('/takeTicket', { ticketId })).status).toBe(200);
  expect((await staff.post('/closeTicket', { ticketId })).status).toBe(200);

  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel`);
  for (const [card, tab, caption, status] of [
    ['Tickets de soporte cerrados', 'Soporte', 'Tickets de soporte', 'Cerrados'],
    ['Denuncias abiertas', 'Denuncias', 'Denuncias', 'Abiertos'],
  ] as const) {
    await page.goto(`${portal.url}/panel`);
    const link = page.getByRole('link', { name: new RegExp(`^${card}`) });
    await link.waitFor();
    const counted = Number((await link.textContent())?.replace(/\D/g, ''));
    await link.click();
    await page.waitForURL((url) => url.hash === '#tickets');
    const pager = page.getByRole('navigation', { name: `Paginación: ${caption}` });
    await pager.getByText(new RegExp(` de ${counted}$`)).waitFor();
    expect(
      await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    const selected = page.getByLabel('Estado').locator('option:checked');
    expect(await selected.textContent()).toBe(status);
  }
});
