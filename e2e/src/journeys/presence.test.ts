import type { Locator } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openSupportTicket } from '../support/fixtures';
import { sidewaysOverflow } from '../support/layout';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

const portal = usePortalAndBrowser();

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

const TEXTS = {
  es: {
    region: 'Quién más está en este ticket',
    composer: 'Escribe un comentario',
    conversation: 'Conversación',
  },
  en: {
    region: 'Who else is on this ticket',
    composer: 'Write a comment',
    conversation: 'Conversation',
  },
} as const;

/** `username`'s page in `language` at `viewport`, with the ticket's modal open. */
async function openTicket(
  username: string,
  language: 'es' | 'en',
  viewport: { width: number; height: number },
  ticketId: number,
  title: string,
) {
  const page = await portal.pageAs(username);
  await page.addInitScript((lang) => window.localStorage.setItem('portal.lang', lang), language);
  await page.setViewportSize(viewport);
  await page.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = page.getByRole('dialog', { name: title });
  const parts = partsOf(modal, language);
  await parts.conversation.waitFor();
  return { page, modal, ...parts };
}

function partsOf(modal: Locator, language: 'es' | 'en') {
  return {
    presence: modal.getByRole('status', { name: TEXTS[language].region }),
    composer: modal.getByLabel(TEXTS[language].composer),
    // A sent comment is looked for here: until the send resolves the composer holds the same text.
    conversation: modal.getByRole('region', { name: TEXTS[language].conversation }),
  };
}

test('two staff on one ticket see each other there and typing, in Spanish and English, at 360 and 1280 px; it clears when one leaves, and the player sees none of it', async () => {
  const title = `Presencia ${Date.now()}`;
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  // Carlos's: the admin's answer then adds the admin to it, and Carlos keeps seeing it.
  const taken = await (await apiAs(portal.url, 'staff1')).post('/takeTicket', { ticketId });
  expect(taken.status).toBe(200);

  const carlos = await openTicket('staff1', 'es', LAPTOP, ticketId, title);
  const admin = await openTicket('admin1', 'en', PHONE, ticketId, title);
  await carlos.presence.getByText('Admin Principal también está viendo este ticket').waitFor();
  await admin.presence.getByText('Carlos Pérez is also viewing this ticket').waitFor();

  // Carlos starts a reply: the admin sees him typing.
  await carlos.composer.fill('Hola, lo estoy revisando');
  await admin.presence.getByText('Carlos Pérez is typing…').waitFor();
  await screenshot(admin.page, 'presence-en-360-typing');
  expect(await sidewaysOverflow(admin.page, admin.modal)).toEqual([]);

  // The admin answers first: Carlos sees the admin typing, then the answer arrives mid-draft.
  const answer = `Ya está resuelto (${Date.now()})`;
  await admin.composer.fill(answer);
  await carlos.presence.getByText('Admin Principal está escribiendo…').waitFor();
  await screenshot(carlos.page, 'presence-es-1280-typing');
  await admin.composer.press('Enter');
  await carlos.conversation.getByText(answer).waitFor();

  // Sending now asks first; Carlos sends anyway.
  await carlos.composer.press('Enter');
  const warning = carlos.page.getByRole('alertdialog', {
    name: 'Mensajes nuevos mientras escribías',
  });
  await warning.getByText('Admin Principal escribió en este ticket').waitFor();
  await screenshot(carlos.page, 'presence-es-1280-answered-meanwhile');
  await warning.getByRole('button', { name: 'Enviar igualmente' }).click();
  await admin.conversation.getByText('Hola, lo estoy revisando').waitFor();

  // The admin stopped typing a few seconds ago: only "viewing" stays.
  await carlos.presence
    .getByText('Admin Principal está escribiendo…')
    .waitFor({ state: 'detached', timeout: 20_000 });
  await carlos.presence.getByText('Admin Principal también está viendo este ticket').waitFor();

  // The player who opened it sees no presence, and nobody sees the player there.
  const player = await openTicket('player1', 'es', PHONE, ticketId, title);
  await player.modal.getByText('Hola, lo estoy revisando').waitFor();
  expect(await player.presence.count()).toBe(0);
  expect(await carlos.presence.textContent()).not.toMatch(/Lucía|player1/);

  // The admin closes the tab: Carlos's line clears.
  await admin.page.close();
  await carlos.presence
    .getByText('Admin Principal también está viendo este ticket')
    .waitFor({ state: 'detached', timeout: 20_000 });
  expect(await carlos.presence.textContent()).toBe('');

  // The other way round: Carlos on a phone, the admin back on a laptop.
  await carlos.page.setViewportSize(PHONE);
  const adminAgain = await openTicket('admin1', 'en', LAPTOP, ticketId, title);
  await carlos.presence.getByText('Admin Principal también está viendo este ticket').waitFor();
  await adminAgain.presence.getByText('Carlos Pérez is also viewing this ticket').waitFor();
  await screenshot(carlos.page, 'presence-es-360');
  await screenshot(adminAgain.page, 'presence-en-1280');
  expect(await sidewaysOverflow(carlos.page, carlos.modal)).toEqual([]);

  // Carlos closes the modal: the admin's line clears.
  await carlos.modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await adminAgain.presence
    .getByText('Carlos Pérez is also viewing this ticket')
    .waitFor({ state: 'detached', timeout: 20_000 });
});
