import { usePortalAndBrowser } from '../support/portal-session';

const portal = usePortalAndBrowser();

test('a public event needs a title first, then takes its date and place from the frame', async () => {
  const player = await portal.pageAs('player1');
  await player.goto(portal.url);
  await player.getByLabel('Grupo').selectOption({ label: 'Eventos' });
  await player.getByLabel('Categoría').selectOption({ label: 'Evento público' });

  await player.getByRole('button', { name: 'Elegir fecha' }).click();
  await player.getByText('Escribe primero el título del evento.').waitFor();

  const title = `carrera nocturna ${Date.now()}`;
  await player.getByLabel(/^Título/).fill(title);
  await player.getByRole('button', { name: 'Elegir fecha' }).click();
  const calendar = player.frameLocator('iframe');
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  await calendar.getByRole('grid').getByRole('button').nth(10).click();
  await calendar.getByRole('button', { name: 'Usar esta fecha' }).click();
  await player.getByText(/^Fecha: /).waitFor();
  await player.locator('iframe').waitFor({ state: 'detached' });

  await player.getByRole('button', { name: 'Elegir lugar' }).click();
  const map = player.frameLocator('iframe');
  await map.getByRole('slider').click();
  await map.getByLabel('Nombre del lugar').fill('Puerto');
  await map.getByRole('button', { name: 'Usar este lugar' }).click();
  await player.getByText(/^Lugar: /).waitFor();

  await player.getByRole('button', { name: 'Enviar ticket' }).click();
  await player.getByRole('dialog', { name: title.toUpperCase() }).waitFor();
});
