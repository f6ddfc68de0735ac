import type { Page } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openReport } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';
import { conversationOf } from '../support/ticket-modal';

const portal = usePortalAndBrowser();

/** Everything the player's browser receives: HTTP bodies and socket frames, as text. */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    response.text().then(
      (text) => seen.push(text),
      () => {},
    );
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => seen.push(String(frame.payload)));
  });
  return seen;
}

test('staff takes, comments privately, assigns a role and closes a report; the player sees each public change live and reviews once', async () => {
  const title = `Aimbot en el puerto ${Date.now()}`;
  const ticketId = await openReport(portal.url, 'player1', title);
  const player = await portal.pageAs('player1');
  const playerTraffic = recordTraffic(player);
  await player.goto(`${portal.url}/ticket/${ticketId}`);
  const playerModal = player.getByRole('dialog', { name: title });
  await playerModal.waitFor();

  const staff = await portal.pageAs('staff2');
  await staff.goto(`${portal.url}/ticket/${ticketId}`);
  const staffModal = staff.getByRole('dialog', { name: title });
  await staffModal.getByRole('button', { name: 'Tomar ticket' }).click();
  await playerModal.getByText(/ha tomado el ticket/).waitFor();

  const secret = `Nota interna ${Date.now()}: revisar la repetición`;
  await staffModal.getByLabel('Comentario privado (solo staff)').check();
  await staffModal.getByLabel('Escribe un comentario').fill(secret);
  await staffModal.getByLabel('Escribe un comentario').press('Enter');
  await conversationOf(staffModal).getByText(secret).waitFor();
  await staffModal.getByLabel('Comentario privado (solo staff)').uncheck();

  const answer = `Gracias por el aviso (${Date.now()})`;
  await staffModal.getByLabel('Escribe un comentario').fill(answer);
  await staffModal.getByLabel('Escribe un comentario').press('Enter');
  await playerModal.getByText(answer).waitFor();

  await staffModal.getByRole('button', { name: 'Asignar…' }).click();
  await staffModal.getByLabel('Asignar a un rol').selectOption({ label: 'Equipo de eventos' });
  await staffModal.getByRole('button', { name: 'Asignar rol' }).click();
  await playerModal.getByText('El ticket se ha asignado a «Equipo de eventos»').waitFor();
  await staffModal.getByText('Has asignado el ticket al rol «Equipo de eventos»').waitFor();
  await screenshot(staff, 'ticket-modal-staff');

  await playerModal.getByLabel('Escribe un comentario').fill('Os mando el vídeo por aquí.');
  await playerModal.getByLabel('Escribe un comentario').press('Enter');
  await staffModal.getByText('Os mando el vídeo por aquí.').waitFor();

  await staffModal.getByRole('button', { name: 'Cerrar ticket' }).click();
  const resolution = staff.getByRole('alertdialog', { name: 'Resolución de la denuncia' });
  await resolution.getByRole('button', { name: 'Válida', exact: true }).click();
  await playerModal.getByText(/ha cerrado el ticket/).waitFor();
  // Staff read the outcome in the close line; the player does not.
  await staffModal.getByText('Has cerrado la denuncia como «Válida»').waitFor();
  expect(await playerModal.getByText(/Válida/).count()).toBe(0);

  await playerModal.getByRole('radio', { name: '4 estrellas' }).check();
  await playerModal.getByLabel('Comentario de la valoración').fill('Rápidos y amables.');
  await playerModal.getByRole('button', { name: 'Enviar valoración' }).click();
  await playerModal.getByText('¡Gracias por tu valoración!').waitFor();
  await screenshot(player, 'ticket-modal-player');

  await player.reload();
  await player
    .getByRole('dialog', { name: title })
    .getByText(/ha cerrado el ticket/)
    .waitFor();
  expect(await player.getByRole('button', { name: 'Enviar valoración' }).count()).toBe(0);
  const secondReview = await (await apiAs(portal.url, 'player1')).post('/review', {
    ticketId,
    points: 5,
    comment: 'Otra vez',
  });
  expect(secondReview.status).toBeGreaterThanOrEqual(400);
  expect(secondReview.status).toBeLessThan(500);

  expect(await player.getByText(secret).count()).toBe(0);
  expect(playerTraffic.some((text) => text.includes(secret))).toBe(false);
  expect(playerTraffic.some((text) => text.includes(answer))).toBe(true);
});
