import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openReport } from '../support/fixtures';
import { usePortalAndBrowser } from '../support/portal-session';
import { screenshot } from '../support/screenshots';

/** The community's bot: every request it got, answered 200. */
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const bot = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
    res.end('ok');
  });
});

// The bot runs on this machine, so its host is allowlisted as a community would for its own bot.
const portal = usePortalAndBrowser({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });

beforeAll(async () => {
  await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => bot.close(resolve));
});

test('admin1 creates a webhook, keeps its secret from the one time it shows, and sees a new report delivered signed', async () => {
  const botUrl = `http://127.0.0.1:${(bot.address() as AddressInfo).port}/reports`;
  const page = await portal.pageAs('admin1');
  await page.goto(`${portal.url}/panel#webhooks`);
  await page.getByRole('button', { name: 'Nuevo webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo webhook' });
  await form.getByLabel('Dirección').fill(botUrl);
  await form.getByRole('checkbox', { name: 'Nuevo reporte' }).check();
  await form.getByRole('button', { name: 'Crear' }).click();
  const created = page.getByRole('dialog', { name: 'Webhook creado' });
  const secret = await created.getByLabel('Secreto de firma').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await created.getByRole('button', { name: 'Cerrar' }).last().click();
  const row = page.getByRole('table', { name: 'Webhooks configurados' }).getByRole('row', {
    name: new RegExp(botUrl),
  });
  await row.getByText('Nunca').waitFor();

  const reportId = await openReport(portal.url, 'player1', 'Aimbot en la arena, webhook');
  await row.getByRole('button', { name: 'Envíos' }).click();
  const log = page.getByRole('table', { name: 'Envíos del webhook' });
  await log.getByRole('row', { name: /Nuevo reporte.*Entregado/ }).waitFor({ timeout: 30_000 });

  await screenshot(page, 'admin-webhooks-es');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'admin-webhooks-360-es');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(received).toHaveLength(1);
  const [{ headers, body }] = received as [(typeof received)[number]];
  expect(headers['x-portal-event']).toBe('report.created');
  expect(headers['x-portal-signature']).toBe(
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
  );
  expect(JSON.parse(body)).toMatchObject({
    event: 'report.created',
    ticket: { _id: reportId, title: 'Aimbot en la arena, webhook' },
  });
  // The secret was shown once: nothing the panel reads again holds it.
  await page.reload();
  await page.getByRole('table', { name: 'Webhooks configurados' }).waitFor();
  expect(await page.content()).not.toContain(secret);
});
