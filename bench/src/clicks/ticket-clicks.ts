import { apiAs } from '@portal/e2e/support/api-client';
import { openSupportTicket } from '@portal/e2e/support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { type SignedInState, signedInPage } from '../bundle/signed-in';
import { type ClickTime, timeClick } from './click-timer';

/** The thread of the open modal (its region is named "Conversación"). */
const THREAD = '[role="dialog"] section[aria-label="Conversación"]';
const ASSIGNED = '[role="dialog"] .td-assigned-list button';
/** The list's query for the ticket just made on top (staff see their priority order first). */
const NEWEST_FIRST = 'sort=newest';

/** Per run, a fresh ticket with one comment: what the thread shows once open. */
async function newTicket(baseUrl: string, run: number, label: string) {
  const title = `Bench ${label} ${run} ${Date.now()}`;
  const ticketId = await openSupportTicket(baseUrl, 'player1', title);
  const message = `Mensaje de prueba ${run}-${label}`;
  const player = await apiAs(baseUrl, 'player1');
  const answer = await player.post('/comment', { ticketId, comment: message, staffOnly: false });
  if (answer.status !== 200) throw new Error(`comment on ${ticketId}: ${answer.status}`);
  return { ticketId, title, message };
}

/** The list row of a ticket, once the list shows it. */
function rowOf(page: Page, title: string) {
  return page.getByRole('list').getByRole('link', { name: title });
}

export interface TicketClicks {
  openCold: ClickTime[];
  openWarm: ClickTime[];
  take: ClickTime[];
  assign: ClickTime[];
  comment: ClickTime[];
}

/**
 * Opening a ticket with its remote not yet fetched: the in-game page, where nothing of the modal
 * loads before an open or a rest (a fresh context each run).
 */
async function openCold(browser: Browser, staff: SignedInState, run: number) {
  const { title, message } = await newTicket(staff.baseUrl, run, 'cold');
  const { page, close } = await signedInPage(browser, staff);
  try {
    // Staff see their client's own source by default; this ticket came from the web.
    await page.goto(`${staff.baseUrl}/?client=ingame&source=web&${NEWEST_FIRST}`);
    const row = rowOf(page, title);
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    return await timeClick(page, row, { selector: THREAD, text: message }, 'open cold');
  } finally {
    await close();
  }
}

/**
 * In a normal page: the pointer rests on a row until what it fetched ahead has arrived, then the
 * open (warm); then take, assign a colleague and comment in that modal, each timed.
 */
async function inOpenModal(page: Page, baseUrl: string, run: number) {
  const { title, message } = await newTicket(baseUrl, run, 'warm');
  await page.goto(`${baseUrl}/?${NEWEST_FIRST}`);
  const row = rowOf(page, title);
  await row.hover();
  await page.waitForLoadState('networkidle');
  // Let the rest (ROW_REST_MS) pass and its reads finish.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
  const openWarm = await timeClick(page, row, { selector: THREAD, text: message }, 'open warm');

  const modal = page.getByRole('dialog', { name: title });
  const take = await timeClick(
    page,
    modal.getByRole('button', { name: 'Tomar ticket' }),
    { selector: ASSIGNED, text: 'Quitar a ' },
    'take',
  );
  await page.waitForLoadState('networkidle');

  await modal.getByRole('button', { name: 'Asignar…' }).click();
  const chooser = modal.getByLabel('Asignar a un miembro del staff');
  await chooser.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
  const colleague = (await chooser.locator('option:not([value=""])').first().textContent()) ?? '';
  await chooser.selectOption({ label: colleague });
  const assign = await timeClick(
    page,
    modal.getByRole('button', { name: 'Asignar miembro' }),
    { selector: ASSIGNED, text: `Quitar a ${colleague}` },
    'assign',
  );
  await page.waitForLoadState('networkidle');

  const text = `Respuesta de prueba ${run} ${Date.now()}`;
  await modal.getByRole('textbox').first().fill(text);
  const comment = await timeClick(
    page,
    modal.getByRole('button', { name: 'Enviar', exact: true }),
    { selector: THREAD, text },
    'comment',
  );
  await page.waitForLoadState('networkidle');
  return { openWarm, take, assign, comment };
}

/** `runs` of each ticket click, as admin1 (who may take and assign). */
export async function timeTicketClicks(
  browser: Browser,
  staff: SignedInState,
  runs: number,
): Promise<TicketClicks> {
  const times: TicketClicks = { openCold: [], openWarm: [], take: [], assign: [], comment: [] };
  const { page, close } = await signedInPage(browser, staff);
  try {
    for (let run = 0; run < runs; run += 1) {
      times.openCold.push(await openCold(browser, staff, run));
      const clicks = await inOpenModal(page, staff.baseUrl, run);
      times.openWarm.push(clicks.openWarm);
      times.take.push(clicks.take);
      times.assign.push(clicks.assign);
      times.comment.push(clicks.comment);
    }
  } finally {
    await close();
  }
  return times;
}
