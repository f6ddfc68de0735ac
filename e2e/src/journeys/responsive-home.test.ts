import type { Page } from 'playwright-core';
import { sidewaysOverflow, VIEWPORTS } from '../support/layout';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

const portal = usePortalAndBrowser();

async function expectFits(page: Page, screen: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screenshot(page, `fit-${screen.replaceAll(' ', '-')}-${viewport.width}`);
    expect({ screen, viewport, problems: await sidewaysOverflow(page) }).toEqual({
      screen,
      viewport,
      problems: [],
    });
  }
}

test('the login page fits from 360 px to a wide desktop', async () => {
  const page = await portal.pageAs('player1');
  await page.goto(`${portal.url}/login`);
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await expectFits(page, 'login');
});

test('a player’s home with the report form open fits from 360 px to a wide desktop', async () => {
  const page = await portal.pageAs('player1');
  await page.goto(portal.url);
  await page.getByRole('list').getByRole('link').first().waitFor();
  await page.getByLabel('Grupo').selectOption({ label: 'Reportes' });
  await page.getByLabel('Categoría').selectOption({ label: 'Trampas' });
  await page.getByLabel(/^Acusado/).waitFor();
  await expectFits(page, 'player home');
});

test('a staff home with every filter, and an empty search, fit from 360 px to a wide desktop', async () => {
  const page = await portal.pageAs('admin1');
  await page.goto(portal.url);
  await page.getByRole('list').getByRole('link').first().waitFor();
  await expectFits(page, 'staff home');
  await page.getByLabel('Buscar').fill('no ticket says this');
  await page.getByLabel('Buscar').press('Enter');
  await page.getByRole('button', { name: 'Quitar filtros' }).waitFor();
  await expectFits(page, 'staff empty search');
});

test('the in-game home fits the 800×600 in-game browser', async () => {
  const page = await portal.pageAs('player1');
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`${portal.url}/?client=ingame`);
  await page.getByText('Pulsa F9 o Alt+C para mostrar u ocultar la ayuda.').waitFor();
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test('the staff views (statistics with a list open, response time, my reviews) fit from 360 px to a wide desktop', async () => {
  const page = await portal.pageAs('supervisor1');
  await page.goto(`${portal.url}/staff/statistics`);
  await page.getByRole('table', { name: 'Cifras por miembro del equipo' }).waitFor();
  await page
    .getByRole('link', { name: /^Ver (el ticket|los \d+ tickets) de / })
    .first()
    .click();
  await page.getByRole('heading', { name: /^Tickets de / }).waitFor();
  await expectFits(page, 'staff statistics');

  await page.goto(`${portal.url}/staff/response-time`);
  await page
    .getByRole('table', { name: 'Media por miembro del equipo y categoría' })
    .or(page.getByText('No hay datos disponibles'))
    .first()
    .waitFor();
  await expectFits(page, 'staff response time');

  await page.goto(`${portal.url}/staff/my-reviews`);
  await page.getByRole('heading', { name: 'Mis valoraciones' }).waitFor();
  await page.getByText('Media').or(page.getByText('No hay datos disponibles')).first().waitFor();
  await expectFits(page, 'staff my reviews');
});
