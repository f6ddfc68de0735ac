import type { Group } from '@portal/shared/contract';
import type { Locator, Page } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { conversationOf } from '../support/ticket-modal';

// Issue 28, items 7 and 14: where a player could not say what was wrong, and where one part of a
// screen sat on another. Each journey failed before its fix.
const portal = usePortalAndBrowser();

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('every support category asks the player to describe the problem, and the welcome says what to include', async () => {
  const api = await apiAs(portal.url, 'player1');
  const { body: groups } = await api.get<Group[]>('/groups');
  const askable = groups
    .filter((group) => group.ticketType === 0 && group.key !== 'webevents')
    .flatMap((group) => group.categories.filter((category) => !category.infoOnly));
  expect(askable.length).toBeGreaterThan(0);
  for (const category of askable) {
    expect({ category: category.key, asks: category.fields[0]?.label?.es }).toEqual({
      category: category.key,
      asks: 'Describe el problema',
    });
    expect(category.fields[0]?.required).toBe(true);
  }

  const player = await portal.pageAs('player1');
  await player.setViewportSize({ width: 1280, height: 800 });
  await player.goto(portal.url);
  await player.getByLabel('Grupo').selectOption({ label: 'Soporte web' });
  await player.getByText(/^Describe qué ocurre, desde cuándo y qué has probado ya/).waitFor();
  await player.getByLabel('Categoría').selectOption({ label: 'Cuenta' });
  const description = player.getByRole('textbox', { name: /^Describe el problema/ });
  expect(await description.evaluate((element) => element.tagName)).toBe('TEXTAREA');

  const title = `Mi cuenta no existe ${Date.now()}`;
  await player.getByLabel(/^Título/).fill(title);
  await player.getByLabel(/^Correo de la cuenta/).fill('player1@example.com');
  await player.getByRole('button', { name: 'Enviar ticket' }).click();
  await description
    .locator('xpath=ancestor::div[contains(@class,"tk-field")][1]')
    .getByText(/obligatori/i)
    .waitFor();

  await description.fill(
    'Cambié el correo ayer y ahora dice que la cuenta no existe.\nYa probé a restablecer la contraseña.',
  );
  await player.getByRole('button', { name: 'Enviar ticket' }).click();
  const modal = player.getByRole('dialog', { name: title });
  await modal.getByText('Describe el problema', { exact: true }).waitFor();
  await modal
    .getByText(/^Cambié el correo ayer y ahora dice que la cuenta no existe\.\s+Ya probé/)
    .waitFor();
});

/** A ticket whose thread is longer than the modal: 10 comments from its player. */
async function longTicket(title: string): Promise<number> {
  const ticketId = await openSupportTicket(portal.url, 'player1', title);
  const api = await apiAs(portal.url, 'player1');
  for (let index = 1; index <= 10; index += 1) {
    const comment = `Mensaje ${index}: sigue pasando lo mismo cada vez que entro en la web.`;
    const sent = await api.post('/comment', { ticketId, comment, staffOnly: false });
    expect({ index, status: sent.status, body: sent.body }).toMatchObject({ index, status: 200 });
  }
  return ticketId;
}

test('at 1280×800 the staff modal shows Send whole, and the staff tools never sit on the thread', async () => {
  const title = `Pantalla en negro ${Date.now()}`;
  const ticketId = await longTicket(title);
  const staff = await portal.pageAs('admin1');
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.goto(`${portal.url}/ticket/${ticketId}`);
  const modal = staff.getByRole('dialog', { name: title });
  const thread = conversationOf(modal);
  await thread.getByText(/^Mensaje 10:/).waitFor();

  const send = await boxOf(modal.getByRole('button', { name: 'Enviar', exact: true }));
  const dialog = await boxOf(modal);
  expect(send.y + send.height).toBeLessThanOrEqual(Math.min(dialog.y + dialog.height, 800));

  const tools = await boxOf(modal.getByRole('region', { name: 'Herramientas de staff' }));
  const first = thread.getByText(/^Mensaje 1:/);
  expect((await boxOf(first)).y).toBeGreaterThanOrEqual(tools.y + tools.height);
  await first.scrollIntoViewIfNeeded();
  const shown = await boxOf(first);
  expect(
    overlap(shown, await boxOf(modal.getByRole('region', { name: 'Herramientas de staff' }))),
  ).toBe(false);
  const onTop = await staff.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.textContent ?? '',
    [shown.x + shown.width / 2, shown.y + shown.height / 2],
  );
  expect(onTop).toMatch(/^Mensaje 1:/);
});

test('"Selecciona al menos un permiso" stands on its own line, above the permission checkboxes', async () => {
  const admin = await portal.pageAs('admin1');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto(`${portal.url}/panel#tokens`);
  await admin.getByRole('button', { name: 'Nuevo token' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nuevo token' });
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  const message = await boxOf(dialog.getByText('Selecciona al menos un permiso'));
  const permissions = dialog.getByRole('group', { name: 'Permisos' }).getByRole('checkbox');
  expect(await permissions.count()).toBe(3);
  for (const checkbox of await permissions.all()) {
    const label = await boxOf(checkbox.locator('xpath=ancestor::label[1]'));
    expect(label.y).toBeGreaterThanOrEqual(message.y + message.height);
  }
});

/** Every control the assistant's button is drawn over, anywhere the two meet on screen. */
async function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('.as-launcher');
    if (!launcher) return ['no launcher'];
    const around = launcher.getBoundingClientRect();
    const controls = document.querySelectorAll('button, a, input, select, textarea, label');
    return [...controls].flatMap((control) => {
      if (launcher.contains(control)) return [];
      // The banner is one wide link home; the button may rest on its empty landscape, not its title.
      const shown = control.querySelector('.header-banner-title') ?? control;
      const box = shown.getBoundingClientRect();
      const left = Math.max(box.left, around.left, 0);
      const right = Math.min(box.right, around.right, window.innerWidth);
      const top = Math.max(box.top, around.top, 0);
      const bottom = Math.min(box.bottom, around.bottom, window.innerHeight);
      for (let x = left + 1; x < right; x += 4) {
        for (let y = top + 1; y < bottom; y += 4) {
          if (launcher.contains(document.elementFromPoint(x, y))) {
            return [`${control.tagName.toLowerCase()} “${control.textContent?.trim() ?? ''}”`];
          }
        }
      }
      return [];
    });
  });
}

test.each([
  ['the staff Response Time view', 360, 740, '/staff/response-time', 'Fecha de fin'],
  ['the admin tickets table', 360, 740, '/panel#tickets', 'Creado hasta'],
  ['an open ticket', 800, 600, '/ticket/1', 'Escribe un comentario'],
])(
  'the assistant’s button covers nothing on %s at %i px, at the top or scrolled',
  async (_, width, height, path, label) => {
    const admin = await portal.pageAs('admin1');
    await admin.setViewportSize({ width, height });
    await admin.goto(`${portal.url}${path}`);
    await admin.getByLabel(label).first().waitFor();
    await admin.getByRole('button', { name: 'Abrir el asistente' }).waitFor({ state: 'attached' });
    expect(await coveredByLauncher(admin)).toEqual([]);
    for (const step of [300, 600, 100_000]) {
      await admin.evaluate((top) => window.scrollTo(0, top), step);
      expect(await coveredByLauncher(admin)).toEqual([]);
    }
  },
);
