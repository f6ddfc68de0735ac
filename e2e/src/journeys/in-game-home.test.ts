import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

const portal = usePortalAndBrowser();

test('in the in-game browser only in-game groups are offered, with the F9 / Alt+C hint', async () => {
  const player = await portal.pageAs('player1');
  await player.goto(`${portal.url}/?client=ingame`);
  await player.getByText('Pulsa F9 o Alt+C para mostrar u ocultar la ayuda.').waitFor();
  const groupPicker = player.getByLabel('Grupo');
  await groupPicker
    .locator('option', { hasText: 'Soporte en el juego' })
    .waitFor({ state: 'attached' });
  const offered = await groupPicker.locator('option').allInnerTexts();
  expect(offered).toEqual(expect.arrayContaining(['Soporte en el juego', 'Reportes en el juego']));
  expect(offered).not.toContain('Soporte web');
  expect(offered).not.toContain('Reportes');
  expect(await player.getByRole('button', { name: /cerrar sesión/i }).count()).toBe(0);
});

test('the home screen in both languages, for a player and for staff', async () => {
  for (const [username, role] of [
    ['player1', 'player'],
    ['admin1', 'staff'],
  ] as const) {
    const page = await portal.pageAs(username);
    await page.goto(portal.url);
    await page.getByRole('list').getByRole('link').first().waitFor();
    await page.getByRole('list').getByText('Soporte web').first().waitFor();
    await screenshot(page, `home-${role}-es`);
    await page.evaluate(() => window.localStorage.setItem('portal.lang', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Send ticket' }).waitFor();
    await page.getByRole('list').getByText('Web support').first().waitFor();
    await screenshot(page, `home-${role}-en`);
  }
});

test('the page links its SVG favicon and the portal serves it (no 404 for the icon)', async () => {
  const page = await portal.pageAs('player1');
  await page.goto(portal.url);
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
  const icon = await page.request.get(`${portal.url}/favicon.svg`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
});
