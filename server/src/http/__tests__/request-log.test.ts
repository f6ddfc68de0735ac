import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { withoutQueryValues } from '../../app/create-app';
import { createPortalServer, type PortalServer } from '../../app/portal-server';
import { useDemoDatabase } from '../../testing/demo-portal';
import { signLaunchCode, TEST_LAUNCH_SECRET } from '../../testing/launch-codes';
import { DEMO_PASSWORD, TEST_CONFIG } from '../../testing/test-portal';

let server: PortalServer;
let baseUrl: string;
const lines: string[] = [];

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => server.close());
const database = useDemoDatabase();

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  server = await createPortalServer(
    { ...TEST_CONFIG, launchCodeSecret: TEST_LAUNCH_SECRET },
    database.db,
    pino({ level: 'info' }, sink),
  );
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});

describe('the request log', () => {
  test('when a launch code is exchanged, then neither it nor the session token is written to the log', async () => {
    const code = await signLaunchCode(5150);
    const exchanged = await request(baseUrl).get('/api/tokenFrame').query({ code });
    expect(exchanged.status).toBe(200);
    const token = exchanged.body.token as string;
    await request(baseUrl).get('/api/me').set('Authorization', `Bearer ${token}`);
    const log = lines.join('');
    expect(log).toContain('/api/tokenFrame?code=…');
    expect(log).toContain('/api/me');
    expect(log).not.toContain(code);
    expect(log).not.toContain(token);
  });

  test('when an access token is created and used (or sent in the address by mistake), then its secret is never written to the log', async () => {
    const login = await request(baseUrl)
      .post('/api/auth/login')
      .send({ username: 'admin1', password: DEMO_PASSWORD });
    const created = await request(baseUrl)
      .post('/api/tokens/create')
      .set('Authorization', `Bearer ${login.body.token}`)
      .send({ name: 'Log probe', endpoints: ['/me'], permissions: ['read'] });
    const secret = created.body.token as string;
    expect(secret).toMatch(/^tp_/);
    expect(
      (await request(baseUrl).get('/api/me').set('Authorization', `Bearer ${secret}`)).status,
    ).toBe(200);
    expect((await request(baseUrl).get('/api/me').query({ access_token: secret })).status).toBe(
      401,
    );
    const log = lines.join('');
    expect(log).toContain('/api/me?access_token=…');
    expect(log).not.toContain(secret.slice(3));
  });

  test('when an address has a query, then only the names of its values are kept', () => {
    expect(withoutQueryValues('/api/x?code=secret&b=2')).toBe('/api/x?code=…&b=…');
    expect(withoutQueryValues('/api/x')).toBe('/api/x');
  });
});
