import type { Ticket } from '@portal/shared/contract';
import { apiAs } from '../support/api-client';
import { openReport, openSupportTicket } from '../support/fixtures';
import { sidewaysOverflow } from '../support/layout';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

// Staff at scale (issue 32): every report against one player together, many tickets at once, and
// the list's keyboard.
const portal = usePortalAndBrowser();

test('reports against one player, however typed, are counted on each row, listed in the modal and closed together (es, 1280 and 360)', async () => {
  const stamp = `Grupo${Date.now()}`;
  const ids = [
    await openReport(portal.url, 'player1', `${stamp} aimbot`, 'player3'),
    await openReport(portal.url, 'player2', `${stamp} wallhack`, ' PLAYER3 '),
    await openReport(portal.url, 'player1', `${stamp} speedhack`, 'Player3'),
  ];
  const admin1 = await apiAs(portal.url, 'admin1');
  const related = (await admin1.get<Ticket[]>(`/reports/related/${ids[0]}`)).body;
  expect(related.map((report) => report._id)).toEqual(expect.arrayContaining(ids.slice(1)));
  const others = related.length;

  const staff = await portal.pageAs('admin1');
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto(`${portal.url}/?tab=reports&q=${stamp}`);
  const row = staff.getByRole('link', { name: new RegExp(`${stamp} aimbot`) });
  await row.getByText(`+${others} denuncias contra este jugador`).waitFor();
  await screenshot(staff, 'staff-at-scale-related-row-es-1280');

  await row.click();
  const modal = staff.getByRole('dialog', { name: `${stamp} aimbot` });
  const section = modal.getByRole('region', {
    name: `Otras denuncias contra este jugador (${others})`,
  });
  await section.getByRole('link', { name: new RegExp(`${stamp} wallhack`) }).waitFor();
  await screenshot(staff, 'staff-at-scale-related-modal-es-1280');
  await staff.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(staff, modal)).toEqual([]);
  await screenshot(staff, 'staff-at-scale-related-modal-es-360');

  await section.getByRole('button', { name: 'Cerrar todas con una resolución' }).click();
  const resolution = staff.getByRole('alertdialog', { name: 'Resolución de la denuncia' });
  await resolution.getByRole('button', { name: 'Válida', exact: true }).click();
  await modal.getByText(`Se cerraron ${others + 1} denuncias`).waitFor();
  for (const id of ids) {
    const report = (await admin1.get<Ticket>(`/getTicket/${id}`)).body;
    expect([id, report.status, report.resolution]).toEqual([id, 1, 'valid']);
  }
});

test('staff select spam tickets with the keyboard and the page checkbox and close them in one go (en, 360 and 1280)', async () => {
  const stamp = `Spam${Date.now()}`;
  const ids: number[] = [];
  for (const n of [1, 2, 3])
    ids.push(await openSupportTicket(portal.url, 'player1', `${stamp} ${n}`));

  const staff = await portal.pageAs('admin1');
  await staff.addInitScript(() => window.localStorage.setItem('portal.lang', 'en'));
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto(`${portal.url}/?q=${stamp}`);
  const rows = staff.getByRole('link', { name: new RegExp(stamp) });
  await rows.nth(2).waitFor();

  // The keyboard: j moves to the first row, x selects it, ? lists the shortcuts.
  await staff.locator('body').press('j');
  await staff.locator('body').press('x');
  const bar = staff.getByRole('toolbar', { name: 'Actions on the selected tickets' });
  await bar.getByText('1 ticket selected').waitFor();
  await staff.locator('body').press('?');
  const shortcuts = staff.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await shortcuts.waitFor();
  await staff.keyboard.press('Escape');
  await shortcuts.waitFor({ state: 'detached' });

  await staff.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await bar.getByText('3 tickets selected').waitFor();
  await screenshot(staff, 'staff-at-scale-bulk-en-1280');
  await staff.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(staff)).toEqual([]);
  await bar.scrollIntoViewIfNeeded();
  await screenshot(staff, 'staff-at-scale-bulk-en-360');

  await bar.getByRole('button', { name: 'Close…' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Close 3 tickets' });
  await confirm.getByRole('button', { name: 'Close the tickets' }).click();
  await staff.getByText('Done on 3 tickets.').waitFor();
  // Closed, they leave the open list live, and the bar goes with the selection.
  await rows.first().waitFor({ state: 'detached' });
  await bar.waitFor({ state: 'detached' });
  await staff.getByText('Done on 3 tickets.').scrollIntoViewIfNeeded();
  await screenshot(staff, 'staff-at-scale-bulk-done-en-360');

  const admin1 = await apiAs(portal.url, 'admin1');
  for (const id of ids) {
    const ticket = (await admin1.get<Ticket>(`/getTicket/${id}`)).body;
    expect([id, ticket.status]).toEqual([id, 1]);
  }
});
