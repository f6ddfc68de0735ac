import { ERROR_CODES, errorTextIn } from '@portal/shared/contract';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { Client } from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { isDatabaseUnavailable } from '../db/unavailable';
import { bearer } from '../testing/api-helpers';
import { useDemoPortal } from '../testing/demo-portal';
import { startTcpForwarder, type TcpForwarder } from '../testing/tcp-forwarder';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../testing/test-database';
import {
  seedTestDemo,
  startTestPortal,
  TEST_CONFIG,
  type TestPortal,
} from '../testing/test-portal';

function handshakeError(baseUrl: string, token: string): Promise<string> {
  const socket = connectSocket(baseUrl, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.disconnect();
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });
}

describe('a session token whose account id the database cannot hold', () => {
  let portal: TestPortal;
  useDemoPortal([], (demo) => {
    ({ portal } = demo);
  });

  const outOfRange = () =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('99999999999')
      .setIssuer('tickets-portal')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_CONFIG.secrets.jwtSecret));

  test('when it calls the API, then it gets 401 (not a 500)', async () => {
    const response = await portal.api.get('/api/me').set(...bearer(await outOfRange()));
    expect(response.status).toBe(401);
  });

  test('when it opens a socket, then the handshake is refused and the server lives on', async () => {
    expect(await handshakeError(portal.baseUrl, await outOfRange())).toBe(
      'Please log in to continue.',
    );
    expect((await portal.api.get('/api/health')).status).toBe(200);
  });
});

const describeOnServer = TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('the PostgreSQL server goes away and comes back', () => {
  let database: TestDatabase;
  let forwarder: TcpForwarder;
  let throughForwarder: DatabaseHandle;
  let portal: TestPortal;
  let token: string;
  let unusedToken: string;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTestDemo(database.db);
    const url = new URL(TEST_DATABASE_URL ?? '');
    forwarder = await startTcpForwarder({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(forwarder.port);
    throughForwarder = await openDatabase({
      databaseUrl: url.toString(),
      schema: database.schema,
      onConnectionError: (error) => connectionErrors.push(error),
    });
    portal = await startTestPortal(throughForwarder.db);
    token = await portal.logIn('player1');
    unusedToken = await portal.logIn('player2');
  });

  afterAll(async () => {
    forwarder.restore();
    await portal.close();
    await throughForwarder.close();
    await forwarder.close();
    await database.close();
  });

  const me = () => portal.api.get('/api/me').set(...bearer(token));

  test('when its idle connections are terminated, then the pool drops them and answers the next call', async () => {
    await Promise.all([me(), me(), me()]);
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1)',
      [forwarder.upstreamPorts()],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connectionErrors.some((error) => /terminating connection/.test(error.message))).toBe(
      true,
    );
    expect((await me()).status).toBe(200);
  });

  test('when its connection is cut inside a transaction, then the failure reads as unavailable (not the failed rollback as a bug)', async () => {
    const failure = await throughForwarder.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const admin = new Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await admin.end();
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeDefined();
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  test('when it is unreachable, then calls get 503 with a clear message and sockets are refused', async () => {
    forwarder.cut();
    const response = await me();
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toMatchObject({ code: 'service.unavailable' });
    // Never used before, so the handshake must read the account: the database is needed.
    expect(await handshakeError(portal.baseUrl, unusedToken)).toBe(
      errorTextIn('en', ERROR_CODES.unavailable),
    );
    expect(portal.server.httpServer.listening).toBe(true);
  });

  test('when it is back, then the portal answers again without a restart', async () => {
    forwarder.restore();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await me()).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });
});
