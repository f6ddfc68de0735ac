import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, type WebhookDelivery } from '@portal/shared/contract';
import { claimDueDeliveries } from '../../repositories/webhooks/webhook-deliveries-repository';
import { bearer } from '../../testing/api-helpers';
import { useDemoDatabase } from '../../testing/demo-portal';
import { createReport, logInAll, postComment } from '../../testing/state-helpers';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

/** A community's bot: records every request and answers with the statuses it is given, then 200. */
interface Receiver {
  url: string;
  requests: { headers: http.IncomingHttpHeaders; body: string }[];
  answers: number[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { requests: [], answers: [] } as unknown as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.statusCode = receiver.answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

const WEBHOOKS = { allowedHosts: ['127.0.0.1'], publicUrl: 'https://soporte.example.com' };
/** No wait between tries: each `runOnce` sends what failed before. */
const DISPATCH = { intervalMs: 0, retryDelaysMs: [0] };

let portal: TestPortal;
let receiver: Receiver;
let tokenOf: (name: string) => string;

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal.close());
const database = useDemoDatabase();

beforeAll(async () => {
  portal = await startTestPortal(database.db, {
    webhooks: WEBHOOKS,
    webhookDispatchForTests: DISPATCH,
  });
  tokenOf = await logInAll(portal, ['admin1', 'staff1', 'staff2', 'player1']);
});

beforeEach(async () => {
  receiver = await startReceiver();
});

afterEach(async () => {
  await receiver.close();
  await database.db.deleteFrom('webhooks').execute();
  await database.db.deleteFrom('webhook_events').execute();
});

async function createWebhook(body: Record<string, unknown>, on: TestPortal = portal) {
  const response = await on.api
    .post('/api/admin/webhooks')
    .set(...bearer(tokenOf('admin1')))
    .send({ url: receiver.url, ...body });
  expect(response.status).toBe(200);
  return response.body as { secret: string; webhook: { id: number } };
}

async function deliveriesOf(webhookId: number): Promise<WebhookDelivery[]> {
  const response = await portal.api
    .get(`/api/admin/webhooks/${webhookId}/deliveries`)
    .set(...bearer(tokenOf('admin1')));
  expect(response.status).toBe(200);
  return response.body as WebhookDelivery[];
}

const bodies = () => receiver.requests.map((request) => JSON.parse(request.body));

describe('creating webhooks', () => {
  test('when an admin creates one, then its secret comes back once and the list never shows it', async () => {
    const { secret, webhook } = await createWebhook({ events: ['report.created'], format: 'json' });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await portal.api.get('/api/admin/webhooks').set(...bearer(tokenOf('admin1')));
    expect(list.body).toEqual([
      expect.objectContaining({ id: webhook.id, url: receiver.url, events: ['report.created'] }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  test('when an admin creates and deletes one, then both are in the audit trail without the secret', async () => {
    const { secret, webhook } = await createWebhook({ events: ['ticket.created'] });
    const deleted = await portal.api
      .delete(`/api/admin/webhooks/${webhook.id}`)
      .set(...bearer(tokenOf('admin1')));
    expect(deleted.status).toBe(200);
    const trail = await portal.api
      .get('/api/admin/audit')
      .query({ targetKind: 'webhook', targetId: String(webhook.id) })
      .set(...bearer(tokenOf('admin1')));
    expect(trail.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'webhook.deleted',
      'webhook.created',
    ]);
    expect(trail.body.entries[1].changes).toContainEqual({
      field: 'url',
      before: null,
      after: receiver.url,
    });
    expect(JSON.stringify(trail.body)).not.toContain(secret);
  });

  test('when staff below the admin panel ask, then they are refused', async () => {
    const response = await portal.api.get('/api/admin/webhooks').set(...bearer(tokenOf('staff2')));
    expect(response.status).toBe(403);
  });

  test('when the address is private or loopback and not allowlisted, then it is refused and nothing is kept', async () => {
    for (const url of ['http://10.0.0.7/hook', 'http://127.0.0.2:9/hook', 'http://[::1]:9/hook']) {
      const response = await portal.api
        .post('/api/admin/webhooks')
        .set(...bearer(tokenOf('admin1')))
        .send({ url, events: ['ticket.created'] });
      expect([url, response.status, response.body.code]).toEqual([
        url,
        400,
        ERROR_CODES.webhookAddressRefused,
      ]);
    }
    expect(await database.db.selectFrom('webhooks').selectAll().execute()).toEqual([]);
  });
});

describe('deliveries', () => {
  test('when a report is filed, then the receiver gets it signed with the secret, with its time inside the signed body', async () => {
    const { secret } = await createWebhook({ events: ['report.created'] });
    const ticketId = await createReport(portal, tokenOf('player1'));
    await portal.server.webhooks.runOnce();
    expect(receiver.requests).toHaveLength(1);
    const [{ headers, body }] = receiver.requests as [Receiver['requests'][number]];
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    expect(headers['x-portal-signature']).toBe(`sha256=${expected}`);
    expect(headers['x-portal-event']).toBe('report.created');
    const sent = JSON.parse(body);
    expect(headers['x-portal-delivery']).toBe(sent.id);
    expect(Number(headers['x-portal-timestamp'])).toBe(Math.floor(Date.parse(sent.sentAt) / 1000));
    expect(sent).toMatchObject({
      event: 'report.created',
      ticket: { _id: ticketId, title: 'Reporte de prueba', type: 1 },
      url: `https://soporte.example.com/ticket/${ticketId}`,
    });
  });

  test('when the receiver answers 500 twice, then it gets the delivery three times and the log shows each try', async () => {
    const { webhook } = await createWebhook({ events: ['ticket.created', 'report.created'] });
    receiver.answers.push(500, 500);
    await createReport(portal, tokenOf('player1'));
    for (let round = 0; round < 4; round += 1) await portal.server.webhooks.runOnce();
    expect(receiver.requests.map((request) => request.headers['x-portal-delivery'])).toEqual([
      expect.any(String),
      receiver.requests[0]?.headers['x-portal-delivery'],
      receiver.requests[0]?.headers['x-portal-delivery'],
    ]);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ event: 'report.created', status: 'delivered' });
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
  });

  test('when the receiver refuses with a 4xx, then it is not tried again until an admin retries it', async () => {
    const { webhook } = await createWebhook({ events: ['report.created'] });
    receiver.answers.push(410);
    await createReport(portal, tokenOf('player1'));
    await portal.server.webhooks.runOnce();
    await portal.server.webhooks.runOnce();
    const [failed] = await deliveriesOf(webhook.id);
    expect(failed).toMatchObject({ status: 'failed', nextAttemptAt: null });
    const retried = await portal.api
      .post(`/api/admin/webhooks/${webhook.id}/deliveries/${failed?.id}/retry`)
      .set(...bearer(tokenOf('admin1')));
    expect(retried.body).toMatchObject({ id: failed?.id, status: 'pending' });
    await portal.server.webhooks.runOnce();
    expect(receiver.requests).toHaveLength(2);
    expect((await deliveriesOf(webhook.id))[0]?.status).toBe('delivered');
  });

  test('when staff write a staff-only note and then a public answer, then only the public one is delivered', async () => {
    await createWebhook({ events: ['comment.created'] });
    const ticketId = await createReport(portal, tokenOf('player1'));
    await postComment(portal, tokenOf('staff2'), ticketId, 'Nota interna: es su tercera vez', true);
    await postComment(portal, tokenOf('staff2'), ticketId, 'Lo estamos revisando');
    await portal.server.webhooks.runOnce();
    expect(bodies().map((body) => [body.event, body.comment?.message])).toEqual([
      ['comment.created', 'Lo estamos revisando'],
    ]);
    expect(receiver.requests.map((request) => request.body).join()).not.toContain('Nota interna');
  });

  test('when staff take, close and reopen a ticket and its player reviews it, then each is its event', async () => {
    await createWebhook({
      events: ['ticket.assigned', 'ticket.closed', 'ticket.reopened', 'review.created'],
    });
    const ticketId = await createReport(portal, tokenOf('player1'));
    const staff = (path: string, body: object) =>
      portal.api
        .post(`/api${path}`)
        .set(...bearer(tokenOf('staff2')))
        .send(body);
    expect((await staff('/takeTicket', { ticketId })).status).toBe(200);
    expect((await staff('/closeTicket', { ticketId, resolveType: 'invalid' })).status).toBe(200);
    expect((await staff('/reopenTicket', { ticketId })).status).toBe(200);
    expect((await staff('/closeTicket', { ticketId, resolveType: 'valid' })).status).toBe(200);
    const review = await portal.api
      .post('/api/review')
      .set(...bearer(tokenOf('player1')))
      .send({ ticketId, points: 4, comment: 'Rápidos y amables' });
    expect(review.status).toBe(200);
    await portal.server.webhooks.runOnce();
    expect(bodies().map((body) => body.event)).toEqual([
      'ticket.assigned',
      'ticket.closed',
      'ticket.reopened',
      'ticket.closed',
      'review.created',
    ]);
    expect(bodies()[4]).toMatchObject({ review: { points: 4, comment: 'Rápidos y amables' } });
  });

  test('when the format is discord, then the body is a message Discord posts, still signed', async () => {
    const { secret } = await createWebhook({ events: ['report.created'], format: 'discord' });
    const ticketId = await createReport(portal, tokenOf('player1'));
    await portal.server.webhooks.runOnce();
    const [{ headers, body }] = receiver.requests as [Receiver['requests'][number]];
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    expect(headers['x-portal-signature']).toBe(`sha256=${expected}`);
    const message = JSON.parse(body);
    expect(message).toMatchObject({
      username: 'Tickets Portal',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: `Nuevo reporte #${ticketId}: Reporte de prueba`,
          url: `https://soporte.example.com/ticket/${ticketId}`,
          description: 'Lo vi usando aimbot en la arena.',
          footer: { text: headers['x-portal-delivery'] },
        },
      ],
    });
    expect(message.embeds[0].fields).toEqual(
      expect.arrayContaining([{ name: 'Grupo', value: 'reports', inline: true }]),
    );
  });
});

describe('across instances', () => {
  test('when the instance that wrote a report stops before sending, then another sends it', async () => {
    await createWebhook({ events: ['report.created'] });
    const other = await startTestPortal(database.db, {
      webhooks: WEBHOOKS,
      webhookDispatchForTests: DISPATCH,
    });
    const playerOnOther = await other.logIn('player1');
    const ticketId = await createReport(other, playerOnOther);
    await other.close();
    await portal.server.webhooks.runOnce();
    expect(bodies().map((body) => body.ticket._id)).toEqual([ticketId]);
  });

  test('when an instance claims a delivery and dies, then another sends it once the claim ends', async () => {
    await createWebhook({ events: ['report.created'] });
    await createReport(portal, tokenOf('player1'));
    await portal.server.webhooks.runOnce();
    expect(receiver.requests).toHaveLength(1);
    await database.db.updateTable('webhook_deliveries').set({ status: 'pending' }).execute();
    await database.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .execute();
    // The dead instance's claim: one second, then it is anyone's again.
    expect(await claimDueDeliveries(database.db, 10, 1)).toHaveLength(1);
    await portal.server.webhooks.runOnce();
    expect(receiver.requests).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await portal.server.webhooks.runOnce();
    expect(receiver.requests).toHaveLength(2);
  });

  test('when two instances run their rounds at once, then each delivery is sent once', async () => {
    await createWebhook({ events: ['report.created', 'comment.created'] });
    const other = await startTestPortal(database.db, {
      webhooks: WEBHOOKS,
      webhookDispatchForTests: DISPATCH,
    });
    try {
      for (let report = 0; report < 6; report += 1) {
        const ticketId = await createReport(portal, tokenOf('player1'));
        await postComment(portal, tokenOf('staff2'), ticketId, `Respuesta ${report}`);
      }
      await Promise.all([
        portal.server.webhooks.runOnce(),
        other.server.webhooks.runOnce(),
        portal.server.webhooks.runOnce(),
        other.server.webhooks.runOnce(),
      ]);
      const ids = receiver.requests.map((request) => request.headers['x-portal-delivery']);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await other.close();
    }
  });
});
