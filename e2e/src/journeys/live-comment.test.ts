import { usePortalAndBrowser } from '../support/portal-session';
import { conversationOf } from '../support/ticket-modal';

const portal = usePortalAndBrowser();

test('when staff comments on a ticket a player just opened, the player sees it live', async () => {
  const title = `No puedo entrar ${Date.now()}`;
  const player = await portal.pageAs('player1');
  await player.goto(portal.url);
  await player.getByLabel('Grupo').selectOption({ label: 'Soporte web' });
  await player.getByLabel('Categoría').selectOption({ label: 'Error de la web' });
  await player.getByLabel(/^Título/).fill(title);
  await player
    .getByRole('textbox', { name: /^Describe el problema/ })
    .fill('La página se queda en blanco al abrirla.');
  await player.getByRole('button', { name: 'Enviar ticket' }).click();

  const playerModal = player.getByRole('dialog', { name: title });
  await playerModal.waitFor();
  await player.waitForURL(/\/ticket\/\d+$/);
  const ticketPath = new URL(player.url()).pathname;

  const staff = await portal.pageAs('staff1');
  await staff.goto(portal.url);
  await staff.getByRole('link', { name: new RegExp(title) }).click();
  await staff.waitForURL((url) => url.pathname === ticketPath);
  const staffModal = staff.getByRole('dialog', { name: title });
  const reply = `Hola, lo miramos ahora mismo (${Date.now()})`;
  await staffModal.getByLabel('Escribe un comentario').fill(reply);
  await staffModal.getByLabel('Escribe un comentario').press('Enter');
  await conversationOf(staffModal).getByText(reply).waitFor();

  await playerModal.getByText(reply).waitFor({ timeout: 10_000 });
  expect(new URL(player.url()).pathname).toBe(ticketPath);
});
