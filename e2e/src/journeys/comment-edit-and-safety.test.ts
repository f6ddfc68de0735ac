import { openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { conversationOf } from '../support/ticket-modal';

const portal = usePortalAndBrowser();

test('a comment edited by staff shows "editado" and its history to the player, on hover and on focus', async () => {
  const title = `La tienda no carga ${Date.now()}`;
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const player = await portal.pageAs('player1');
  await player.goto(`${portal.url}/ticket/${ticketId}`);
  const playerModal = player.getByRole('dialog', { name: title });
  await playerModal.waitFor();

  const staff = await portal.pageAs('staff1');
  await staff.goto(`${portal.url}/ticket/${ticketId}`);
  const staffModal = staff.getByRole('dialog', { name: title });
  await staffModal.getByLabel('Escribe un comentario').fill('Primera versión de la respuesta');
  await staffModal.getByLabel('Escribe un comentario').press('Enter');
  await playerModal.getByText('Primera versión de la respuesta').waitFor();

  await staffModal.getByRole('button', { name: 'Editar' }).click();
  await staffModal.getByLabel('Editar el comentario').fill('Segunda versión de la respuesta');
  await staffModal.getByRole('button', { name: 'Guardar' }).click();

  await playerModal.getByText('Segunda versión de la respuesta').waitFor();
  const edited = playerModal.getByRole('button', { name: /editado/ });
  await edited.hover();
  await player.getByText('Primera versión de la respuesta').waitFor();
  await player.keyboard.press('Escape');
  await edited.focus();
  await player.getByText('Primera versión de la respuesta').waitFor();
});

test('markup and javascript: links in a comment stay inert text', async () => {
  const title = `Texto raro ${Date.now()}`;
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const player = await portal.pageAs('player1');
  const alerts: string[] = [];
  player.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await player.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = player.getByRole('dialog', { name: title });
  const hostile =
    '<img src=x onerror=alert(1)> pulsa javascript:alert(2) o https://wiki.example.org';
  await modal.getByLabel('Escribe un comentario').fill(hostile);
  await modal.getByLabel('Escribe un comentario').press('Enter');

  await conversationOf(modal).getByText('<img src=x onerror=alert(1)>', { exact: false }).waitFor();
  await modal.getByRole('link', { name: 'https://wiki.example.org' }).waitFor();
  expect(await modal.locator('img[src="x"]').count()).toBe(0);
  expect(await modal.getByRole('link', { name: /javascript/ }).count()).toBe(0);
  expect(await modal.getByRole('link', { name: 'https://wiki.example.org' }).count()).toBe(1);
  expect(await modal.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(alerts).toEqual([]);
});
