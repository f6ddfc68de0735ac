import type { Page } from 'playwright-core';
import { apiAs } from '../support/api-client';
import { openReport, openSupportTicket } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';

const portal = usePortalAndBrowser();

/** The `Orden-…` names of the rows the list shows for a filtered URL, in order. */
async function rowNames(page: Page, query: string): Promise<string[]> {
  await page.goto(`${portal.url}/?${query}`);
  // The journey's own tickets: staff also have links to their statistics views above the list.
  const rows = page.getByRole('list').getByRole('link', { name: /Orden-/ });
  await rows.first().waitFor();
  const texts = await rows.allInnerTexts();
  return texts.map((text) => /Orden-\w+/.exec(text)?.[0] ?? text);
}

test('each sort shows the tickets in the documented order', async () => {
  const marker = `m${Date.now()}`;
  const ids: Record<string, number> = {};
  for (const name of ['A', 'B', 'C']) {
    ids[name] = await openSupportTicket(portal.url, 'player3', `Orden-${name} ${marker}`);
  }
  // Comment times: C gets the oldest last comment, then A, then B.
  const player3 = await apiAs(portal.url, 'player3');
  for (const name of ['C', 'A', 'B']) {
    await player3.post('/comment', {
      ticketId: ids[name],
      comment: `Más datos ${name}`,
      staffOnly: false,
    });
  }

  const page = await portal.pageAs('player3');
  const search = `q=${marker}`;
  expect(await rowNames(page, `${search}&sort=newest`)).toEqual(['Orden-C', 'Orden-B', 'Orden-A']);
  expect(await rowNames(page, `${search}&sort=oldest`)).toEqual(['Orden-A', 'Orden-B', 'Orden-C']);
  expect(await rowNames(page, `${search}&sort=oldestComment`)).toEqual([
    'Orden-C',
    'Orden-A',
    'Orden-B',
  ]);
  expect(await rowNames(page, `${search}&sort=latestComment`)).toEqual([
    'Orden-B',
    'Orden-A',
    'Orden-C',
  ]);
});

test('staff sorts: caught in the act and unassigned, then mine, then my role, then unassigned; within a rank priority takes the oldest comment first and staff latest the newest', async () => {
  const marker = `p${Date.now()}`;
  const unassignedFirst = await openReport(portal.url, 'player1', `Orden-UnassignedA ${marker}`);
  await openReport(portal.url, 'player1', `Orden-UnassignedB ${marker}`);
  const roleAssigned = await openReport(portal.url, 'player1', `Orden-Role ${marker}`);
  const mine = await openReport(portal.url, 'player1', `Orden-Mine ${marker}`);
  const player = await apiAs(portal.url, 'player1');
  const caught = await player.post<{ ticketId: number }>('/ticket', {
    type: 1,
    title: `Orden-Caught ${marker}`,
    group: 'reports',
    category: 'cheating',
    reportAccused: 'player2',
    inFraganti: true,
    brokenRules: ['aimbot'],
    description: 'Está pasando ahora mismo en el puerto.',
    attachments: [`${portal.url}/evidence/${marker}.png`],
  });
  expect(caught.status).toBe(200);
  // UnassignedA now has the newest comment of the two unassigned reports.
  const comment = { ticketId: unassignedFirst, comment: 'Otro vídeo', staffOnly: false };
  expect((await player.post('/comment', comment)).status).toBe(200);
  const staff2 = await apiAs(portal.url, 'staff2');
  expect((await staff2.post('/takeTicket', { ticketId: mine })).status).toBe(200);
  const admin = await apiAs(portal.url, 'admin1');
  const role = { ticketId: roleAssigned, key: 'reports' };
  expect((await admin.post('/assignRole', role)).status).toBe(200);

  const page = await portal.pageAs('staff2');
  const query = `tab=reports&q=${marker}`;
  expect(await rowNames(page, `${query}&sort=staffPriority`)).toEqual([
    'Orden-Caught',
    'Orden-Mine',
    'Orden-Role',
    'Orden-UnassignedB',
    'Orden-UnassignedA',
  ]);
  expect(await rowNames(page, `${query}&sort=staffLatest`)).toEqual([
    'Orden-Caught',
    'Orden-Mine',
    'Orden-Role',
    'Orden-UnassignedA',
    'Orden-UnassignedB',
  ]);
});
