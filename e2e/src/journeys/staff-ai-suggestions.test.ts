import { apiAs } from '../support/api-client';
import { openReport } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';
import { conversationOf } from '../support/ticket-modal';

const portal = usePortalAndBrowser();

/** A closed report whose public staff answer the portal can offer again on a similar one. */
async function answeredReport(stamp: number): Promise<string> {
  const pastId = await openReport(portal.url, 'player1', `Aimbot en la arena norte ${stamp}`);
  const staff = await apiAs(portal.url, 'staff2');
  const answer = `Hemos revisado la repetición del aimbot y sancionado al jugador (${stamp}).`;
  expect((await staff.post('/comment', { ticketId: pastId, comment: answer })).status).toBe(200);
  const closed = await staff.post('/closeTicket', { ticketId: pastId, resolveType: 'valid' });
  expect(closed.status).toBe(200);
  return answer;
}

test('staff opens the suggestions with Ctrl+Space, sends one as it is, rates it, then edits and sends another', async () => {
  const stamp = Date.now();
  const pastAnswer = await answeredReport(stamp);
  const title = `Aimbot en la arena sur ${stamp}`;
  const ticketId = await openReport(portal.url, 'player3', title);
  const player = await apiAs(portal.url, 'player3');
  const question = '¿Habéis visto el vídeo del aimbot en la arena?';
  expect((await player.post('/comment', { ticketId, comment: question })).status).toBe(200);

  const page = await portal.pageAs('staff2');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = page.getByRole('dialog', { name: title });
  const composer = modal.getByLabel('Escribe un comentario');
  await composer.click();
  await page.keyboard.press('Control+Space');
  const panel = modal.getByRole('dialog', { name: 'Respuestas sugeridas' });
  const fromPast = panel.getByRole('article').filter({ hasText: pastAnswer });
  await fromPast.waitFor();
  await fromPast.getByRole('link', { name: /Del ticket n\.º \d+/ }).waitFor();
  await screenshot(page, 'ai-suggestions-es');

  await fromPast.getByRole('button', { name: 'Enviar' }).click();
  const thread = conversationOf(modal);
  await thread.getByText(pastAnswer).waitFor();
  await thread.getByText('Respuesta sugerida por IA').waitFor();
  await thread.getByRole('button', { name: 'Útil', exact: true }).click();
  await thread.getByRole('button', { name: 'Útil', exact: true, pressed: true }).waitFor();

  await composer.click();
  await page.keyboard.press('Control+Space');
  const canned = panel.getByRole('article').filter({ hasText: 'revisamos tu reporte de Trampas' });
  await canned.getByRole('button', { name: 'Editar' }).click();
  await panel.waitFor({ state: 'hidden' });
  await modal.getByText('Basado en una sugerencia de IA').waitFor();
  await composer.press('End');
  await composer.pressSequentially(' Te avisamos al cerrarlo.');
  await composer.press('Enter');
  await thread
    .getByText(/revisamos tu reporte de Trampas y las pruebas\. Te avisamos al cerrarlo\./)
    .waitFor();
  await page.keyboard.press('Escape');
});
