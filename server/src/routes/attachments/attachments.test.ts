import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import { DEMO_IMAGES_DIR } from '../../services/attachments/demo-images';
import { bearer, createSupportTicket } from '../../testing/api-helpers';
import type { DemoPortal } from '../../testing/demo-portal';
import { useDemoPortal } from '../../testing/demo-portal';
import { startImageServer, type TestImageServer, TINY_PNG } from '../../testing/image-server';
import { createReport } from '../../testing/state-helpers';

const MIB = 1024 * 1024;
/**
 * The portal's time limit for one image here: short, so the test of an image that never arrives
 * waits little, yet long enough for a busy machine to stream the 9 MiB of `/huge.png` through it
 * (at 1 s, CI once ran out of time first and answered 504 instead of the size refusal).
 */
const TIME_LIMIT_MS = 5_000;

let images: TestImageServer;
/** A loopback server the portal was not allowed to reach: it must never see a request. */
let internal: TestImageServer;
let demo: DemoPortal;
let report: number;
let moreReport: number;
let supportTicket: number;

const png = (res: ServerResponse) =>
  res.writeHead(200, { 'Content-Type': 'image/png' }).end(TINY_PNG);

function streamTooMuch(res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'image/png' });
  res.write(TINY_PNG);
  for (let sent = 0; sent <= 8 * MIB; sent += MIB) res.write(Buffer.alloc(MIB));
  res.end();
}

beforeAll(async () => {
  internal = await startImageServer({ '/secret.png': png, '/secret.jpg': png });
  images = await startImageServer({
    '/shot.png': png,
    '/shot-2.png': png,
    '/moved.gif': (res) => res.writeHead(302, { Location: '/shot-2.png' }).end(),
    '/huge.png': streamTooMuch,
    '/declared-huge.png': (res) =>
      res
        .writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': 9 * MIB })
        .write(TINY_PNG),
    '/page.png': (res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>'),
    '/disguised.png': (res) =>
      res.writeHead(200, { 'Content-Type': 'image/png' }).end('<svg onload="alert(1)"/>'),
    // Headers and the first bytes, then nothing: the rest never comes.
    '/slow.png': (res) =>
      res.writeHead(200, { 'Content-Type': 'image/png' }).write(TINY_PNG.subarray(0, 8)),
    '/to-loopback.png': (res) =>
      res.writeHead(302, { Location: `${internal.origin}/secret.png` }).end(),
  });
});

useDemoPortal(
  ['player1', 'player2', 'admin1'],
  (ready) => {
    demo = ready;
  },
  () => ({
    attachmentFetchForTests: { loopbackOrigins: [images.origin], timeoutMs: TIME_LIMIT_MS },
  }),
);

beforeAll(async () => {
  const internalPort = new URL(internal.origin).port;
  report = await createReport(demo.portal, demo.token('player1'), {
    attachments: [
      `${images.origin}/shot.png`,
      'https://www.youtube.com/watch?v=abc123',
      `${images.origin}/huge.png`,
      `${images.origin}/page.png`,
      `${images.origin}/disguised.png`,
      `${images.origin}/slow.png`,
      `${images.origin}/to-loopback.png`,
      `${internal.origin}/secret.png`,
    ],
  });
  moreReport = await createReport(demo.portal, demo.token('player1'), {
    attachments: [
      `${images.origin}/moved.gif`,
      `http://localhost:${internalPort}/secret.jpg`,
      `http://[::ffff:127.0.0.1]:${internalPort}/secret.png`,
      `${images.origin}/missing.png`,
      `${images.origin}/declared-huge.png`,
      `http://[::127.0.0.1]:${internalPort}/secret.png`,
      // Named like the demo's own images, yet not among them: fetched (and refused) as any other.
      `http://localhost:${internalPort}/demo-images/secret.png`,
      `http://localhost:${internalPort}/demo-images/../secret.png`,
    ],
  });
  supportTicket = await createSupportTicket(demo.portal, demo.token('player1'), {
    attachments: [`${images.origin}/shot.png`],
  });
});

afterAll(async () => {
  await images.close();
  await internal.close();
});

function attachment(ticketId: number, index: number | string, username?: string) {
  const request = demo.portal.api.get(`/api/attachments/${ticketId}/${index}`);
  return username ? request.set(...bearer(demo.token(username))) : request;
}

describe('GET /attachments/:ticketId/:index', () => {
  test('when a viewer of the ticket asks for an image, then the portal answers its bytes, kept privately for 5 minutes', async () => {
    const response = await attachment(report, 0, 'player1');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(response.body as Buffer, TINY_PNG)).toBe(0);
  });

  test('when the image is asked for again, by anyone, then the outside host is not asked again', async () => {
    await attachment(report, 0, 'player1');
    expect((await attachment(report, 0, 'admin1')).status).toBe(200);
    expect(images.hits('/shot.png')).toBe(1);
  });

  test('when the address redirects within its host, then the image at the end is answered', async () => {
    const response = await attachment(moreReport, 0, 'player1');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  test('when someone who cannot see the ticket asks, then it is 404 (401 without a session) and nothing is fetched', async () => {
    const before = images.totalHits();
    expect((await attachment(supportTicket, 0, 'player2')).status).toBe(404);
    expect((await attachment(supportTicket, 0)).status).toBe(401);
    expect(images.totalHits()).toBe(before);
    expect((await attachment(supportTicket, 0, 'admin1')).status).toBe(200);
  });

  test('when the position holds no image, or is past the list or outside the contract, then it is refused', async () => {
    const video = await attachment(report, 1, 'player1');
    expect(video.status).toBe(404);
    expect(video.body.code).toBe('attachment.notFound');
    expect((await attachment(supportTicket, 3, 'player1')).body.code).toBe('attachment.notFound');
    expect((await attachment(report, 8, 'player1')).status).toBe(400);
    expect((await attachment(report, 'first', 'player1')).status).toBe(400);
  });

  test.each([
    ['is larger than 8 MiB as it streams', () => report, 2, 'attachment.tooLarge'],
    ['declares more than 8 MiB', () => moreReport, 4, 'attachment.tooLarge'],
    ['is a web page', () => report, 3, 'attachment.notImage'],
    ['claims to be a png but is not one', () => report, 4, 'attachment.notImage'],
    ['is missing on its host', () => moreReport, 3, 'attachment.badStatus'],
  ])('when the image %s, then it is refused with 502', async (_what, ticket, index, code) => {
    const response = await attachment(ticket(), index, 'player1');
    expect(response.status).toBe(502);
    expect(response.body.code).toBe(code);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  test('when the image does not arrive in time, then it is refused with 504 once the limit passes', async () => {
    const started = Date.now();
    const response = await attachment(report, 5, 'player1');
    expect(response.status).toBe(504);
    expect(response.body.code).toBe('attachment.timeout');
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS + 2_000);
  });

  test.each([
    ['redirects to 127.0.0.1', () => report, 6],
    ['is on 127.0.0.1', () => report, 7],
    ['is localhost', () => moreReport, 1],
    ['is an IPv4-mapped IPv6 loopback', () => moreReport, 2],
    ['is an IPv4-compatible IPv6 loopback', () => moreReport, 5],
    ['is a demo image path the portal does not ship', () => moreReport, 6],
    ['climbs out of the demo image path', () => moreReport, 7],
  ])(
    'when the address %s, then it is refused without a connection',
    async (_what, ticket, index) => {
      const response = await attachment(ticket(), index, 'player1');
      expect(response.status).toBe(502);
      expect(response.body.code).toBe('attachment.blockedAddress');
      expect(internal.totalHits()).toBe(0);
    },
  );
});

describe("the demo community's images", () => {
  const demoReportImage = async () => {
    const row = await demo.database.db
      .selectFrom('tickets')
      .select(['id', 'attachments'])
      .where(sql<boolean>`attachments::text like ${'%/demo-images/%'}`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { ticketId: row.id, address: row.attachments[0] ?? '' };
  };

  test("when a demo report's image is opened, then the portal answers the image it ships, reaching no host", async () => {
    const { ticketId, address } = await demoReportImage();
    expect(new URL(address).hostname).toBe('localhost');
    const before = images.totalHits() + internal.totalHits();
    const response = await attachment(ticketId, 0, 'admin1');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const shipped = await readFile(path.join(DEMO_IMAGES_DIR, path.basename(address)));
    expect(Buffer.compare(response.body as Buffer, shipped)).toBe(0);
    expect(images.totalHits() + internal.totalHits()).toBe(before);
  });

  test("when the browser opens a demo image's own address, then the portal serves it from its origin", async () => {
    const { address } = await demoReportImage();
    const response = await demo.portal.api.get(new URL(address).pathname);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });
});
