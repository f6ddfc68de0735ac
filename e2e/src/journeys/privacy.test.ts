import { readFile } from 'node:fs/promises';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

// A player's rights over their data (issue 31): a copy of it from the account bar, and erasure by
// an administrator from the panel's Users section, both found afterwards in the Audit section.
const portal = usePortalAndBrowser();

test('player1 downloads their data, admin1 erases player2, and the audit trail shows both', async () => {
  const player = await portal.pageAs('player1');
  await player.goto(`${portal.url}/`);
  const download = player.waitForEvent('download');
  await player.getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tickets-portal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
  expect(data.account).toMatchObject({ name: 'Lucía Gómez' });

  const erasedPlayer = await portal.pageAs('player2');
  await erasedPlayer.goto(`${portal.url}/`);
  await erasedPlayer.getByRole('navigation', { name: 'Cuenta' }).getByText('Mateo Ruiz').waitFor();

  const admin = await portal.pageAs('admin1');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`${portal.url}/panel#users`);
  const search = admin.getByRole('form', { name: 'Buscar una cuenta' });
  await search.getByRole('searchbox', { name: 'Nombre o usuario' }).fill('Mateo');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await admin.getByRole('button', { name: 'Eliminar cuenta' }).click();
  const dialog = admin.getByRole('alertdialog');
  await dialog.getByText('No se puede deshacer.').waitFor();
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await admin
    .getByRole('status')
    .getByText(/Se eliminó la cuenta de Mateo Ruiz/)
    .waitFor();
  // Its name went with it: the account is found as what it is now.
  await search.getByRole('searchbox', { name: 'Nombre o usuario' }).fill('Cuenta eliminada');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await admin.getByText(/Eliminada el/).waitFor();
  await screenshot(admin, 'privacy-erase-es-1280');

  // Their session ended with the erasure: the next load asks to sign in. A load of the address,
  // not a reload: the page may already be on its own way to sign-in (its live connection was closed
  // with the session), and a reload racing that navigation loses its page.
  await erasedPlayer.goto(`${portal.url}/`);
  await erasedPlayer.waitForURL(/\/login$/);

  await admin.goto(`${portal.url}/panel#audit`);
  const trail = admin.getByRole('table');
  await trail.getByText('Cuenta borrada').waitFor();
  await trail.getByText('Exportación descargada').first().waitFor();
  await trail.getByText('Lucía Gómez').first().waitFor();
  expect(await trail.getByText('Mateo Ruiz').count()).toBe(0);
  await screenshot(admin, 'privacy-audit-es-1280');
  await admin.setViewportSize({ width: 360, height: 800 });
  await trail.getByText('Cuenta borrada').waitFor();
  const width = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await screenshot(admin, 'privacy-audit-es-360');
});
