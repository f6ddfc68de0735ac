import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiAs } from '../support/api-client';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

const portal = usePortalAndBrowser();

/** The reporter's own site on loopback, counting every request: a tracking pixel's host. */
let tracker: Server;
let trackerHits = 0;

beforeAll(async () => {
  tracker = createServer((_req, res) => {
    trackerHits += 1;
    res.writeHead(200, { 'Content-Type': 'image/gif' }).end('GIF89a');
  });
  await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => tracker.close(resolve));
});

test('staff open a report whose image and video point at the reporter’s site; their browser never contacts it', async () => {
  const { port } = tracker.address() as AddressInfo;
  const title = `Captura trucada ${Date.now()}`;
  const player = await apiAs(portal.url, 'player1');
  const created = await player.post<{ ticketId: number }>('/ticket', {
    type: 1,
    title,
    group: 'reports',
    category: 'cheating',
    reportAccused: 'player2',
    inFraganti: true,
    brokenRules: ['aimbot'],
    description: 'La prueba está en la captura y en el vídeo.',
    attachments: [
      `http://127.0.0.1:${port}/pixel.gif?who=staff`,
      'https://www.youtube.com/watch?v=abc123',
    ],
  });
  expect(created.status).toBe(200);

  const staff = await portal.pageAs('staff2');
  await staff.goto(`${portal.url}/ticket/${created.body.ticketId}`);
  const modal = staff.getByRole('dialog', { name: title });
  const attachments = modal.getByRole('region', { name: 'Adjuntos' });
  // The portal fetches images itself and refuses loopback addresses: the place says so.
  await attachments.getByText('No se pudo mostrar la imagen.').waitFor();
  await attachments.getByRole('link', { name: /\(sitio externo\)$/ }).waitFor();
  expect(trackerHits).toBe(0);
  await screenshot(attachments, 'attachment-refused');

  await attachments.getByRole('button', { name: 'Adjunto 2' }).click();
  await attachments.getByRole('button', { name: 'Cargar el vídeo de youtube.com' }).waitFor();
  expect(await staff.locator('iframe').count()).toBe(0);
  expect(trackerHits).toBe(0);
});

test('the demo community’s report images show, served by the portal from its own origin', async () => {
  const staff = await portal.pageAs('staff2');
  const origins = new Set<string>();
  staff.on('request', (request) => {
    if (request.url().startsWith('http')) origins.add(new URL(request.url()).origin);
  });
  const admin = await apiAs(portal.url, 'admin1');
  const found = await admin.post<{ data: { _id: number; title: string }[] }>('/reports/paginated', {
    page: 1,
    pageSize: 25,
    searchFilter: 'Aimbot',
  });
  const demo = found.body.data.find(({ title }) => title === 'Aimbot en la arena');
  if (!demo) throw new Error(`the demo report is missing: ${JSON.stringify(found.body)}`);
  await staff.goto(`${portal.url}/ticket/${demo._id}`);
  const modal = staff.getByRole('dialog', { name: 'Aimbot en la arena' });
  const attachments = modal.getByRole('region', { name: 'Adjuntos' });
  const image = attachments.getByRole('img').first();
  await image.waitFor();
  await staff.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await image.elementHandle(),
  );
  expect(await attachments.getByText('No se pudo mostrar la imagen.').count()).toBe(0);
  expect([...origins]).toEqual([new URL(portal.url).origin]);
});
