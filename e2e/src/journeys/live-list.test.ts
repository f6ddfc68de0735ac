import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

const portal = usePortalAndBrowser();

test('a ticket created in another browser appears live in staff’s list and the badge changes', async () => {
  const staff = await portal.pageAs('staff1');
  await staff.goto(portal.url);
  const supportTab = staff.getByRole('tab', { name: /Soporte/ });
  await supportTab.waitFor();
  const badgeBefore = Number(
    /(\d+) sin asignar/.exec((await supportTab.textContent()) ?? '')?.[1] ?? 0,
  );
  await screenshot(staff, 'home-staff-es');

  const title = `El coche desapareció ${Date.now()}`;
  const player = await portal.pageAs('player2');
  await player.goto(portal.url);
  await player.getByLabel('Grupo').selectOption({ label: 'Soporte web' });
  await player.getByLabel('Categoría').selectOption({ label: 'Error de la web' });
  await player.getByLabel(/^Título/).fill(title);
  await player.getByRole('button', { name: 'Enviar ticket' }).click();
  await player.waitForURL(/\/ticket\/\d+/);

  await staff.getByRole('link', { name: new RegExp(title) }).waitFor({ timeout: 10_000 });
  await staff
    .getByRole('tab', { name: new RegExp(`${badgeBefore + 1} sin asignar`) })
    .waitFor({ timeout: 10_000 });
});
