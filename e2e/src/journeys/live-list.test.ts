import { apiAs } from '../support/api-client';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

const portal = usePortalAndBrowser();

test('a ticket created in another browser appears live in staff’s list and the badge changes', async () => {
  const staffApi = await apiAs(portal.url, 'staff1');
  const firstPage = await staffApi.post<{ unassignedCounts: { support: number } }>('/tickets', {
    type: 0,
  });
  const badgeBefore = firstPage.body.unassignedCounts.support;
  const staff = await portal.pageAs('staff1');
  await staff.goto(portal.url);
  await staff.getByRole('tab', { name: new RegExp(`${badgeBefore} sin asignar`) }).waitFor();

  const title = `El coche desapareció ${Date.now()}`;
  const player = await portal.pageAs('player2');
  await player.goto(portal.url);
  await player.getByLabel('Grupo').selectOption({ label: 'Soporte web' });
  await player.getByLabel('Categoría').selectOption({ label: 'Error de la web' });
  await player.getByLabel(/^Título/).fill(title);
  await player
    .getByRole('textbox', { name: /^Describe el problema/ })
    .fill('La página se queda en blanco al abrirla.');
  await player.getByRole('button', { name: 'Enviar ticket' }).click();
  await player.waitForURL(/\/ticket\/\d+/);

  await staff.getByRole('link', { name: new RegExp(title) }).waitFor({ timeout: 10_000 });
  await staff
    .getByRole('tab', { name: new RegExp(`${badgeBefore + 1} sin asignar`) })
    .waitFor({ timeout: 10_000 });
  await screenshot(staff, 'home-staff-live-es');
});
