import type { Ticket } from '@portal/shared/contract';
import { apiAs } from '../support/api-client';
import { usePortalAndBrowser } from '../support/portal-session';

const portal = usePortalAndBrowser();

/** `datetime-local` value for a moment `hoursAgo` before now, in the browser's (UTC) zone. */
function localInputValue(hoursAgo: number): string {
  return new Date(Date.now() - hoursAgo * 3_600_000).toISOString().slice(0, 16);
}

test('a player reports with two partners, a date and two attachments, then finds it by search', async () => {
  const marker = `Wallrun${Date.now()}`;
  const title = `Trampas en la carrera ${marker}`;
  const player = await portal.pageAs('player1');
  await player.goto(portal.url);

  await player.getByLabel('Grupo').selectOption({ label: 'Reportes' });
  await player.getByLabel('Categoría').selectOption({ label: 'Trampas' });
  await player.getByLabel(/^Título/).fill(title);
  await player.getByLabel(/^Acusado/).fill('player2');
  await player.getByRole('button', { name: 'Añadir acompañante' }).click();
  await player.getByLabel(/^Acompañante 1/).fill('player3');
  await player.getByRole('button', { name: 'Añadir acompañante' }).click();
  await player.getByLabel(/^Acompañante 2/).fill('Ghost_77');
  await player.getByLabel(/^Fecha de los hechos/).fill(localInputValue(2));
  await player.getByLabel('Aimbot').check();
  await player.getByLabel(/^Descripción/).fill('Usaba aimbot durante toda la carrera del puerto.');
  await player.getByLabel(/^Adjunto 1/).fill(`${portal.url}/evidence/${marker}-1.png`);
  await player.getByRole('button', { name: 'Añadir adjunto' }).click();
  await player.getByLabel(/^Adjunto 2/).fill(`${portal.url}/evidence/${marker}-2.mp4`);
  await player.getByRole('button', { name: 'Enviar ticket' }).click();

  await player.waitForURL(/\/ticket\/\d+/);
  await player.getByRole('dialog').waitFor();
  const ticketId = Number(new URL(player.url()).pathname.split('/').pop());
  const stored = await (await apiAs(portal.url, 'admin1')).get<Ticket>(`/getTicket/${ticketId}`);
  expect(stored.body.reportPartners?.map((partner) => partner.name)).toEqual([
    'Sofía Torres',
    'Ghost_77',
  ]);
  expect(stored.body.attachments).toHaveLength(2);
  expect(stored.body.reportDate).toBeLessThan(Date.now());
  await player.keyboard.press('Escape');
  await player.waitForURL((url) => !url.pathname.startsWith('/ticket/'));

  await player.goto(`${portal.url}/?tab=reports`);
  await player.getByLabel('Buscar').fill(marker);
  // The new report is in the unfiltered list too: wait for the search's own answer to be shown.
  const searched = player.waitForResponse(
    (response) =>
      response.url().endsWith('/api/reports') &&
      (response.request().postData() ?? '').includes(marker),
  );
  await player.getByLabel('Buscar').press('Enter');
  await player.waitForURL(new RegExp(`q=${marker}`));
  await searched;
  const links = player.getByRole('list').getByRole('link');
  await player.getByRole('link', { name: new RegExp(marker) }).waitFor();
  await links.nth(1).waitFor({ state: 'detached' });
  expect(await links.count()).toBe(1);
});
