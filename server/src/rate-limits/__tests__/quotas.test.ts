import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@portal/shared/contract';
import { sql } from 'kysely';
import { bearer, createSupportTicket } from '../../testing/api-helpers';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import {
  DEMO_PASSWORD,
  seedTestDemo,
  startTestPortal,
  type TestPortal,
} from '../../testing/test-portal';
import { quotasFrom } from '../rate-limits';

jest.setTimeout(60_000);

const REDIS_URL = process.env.REDIS_URL || undefined;
const quotas = quotasFrom({
  failedLoginsPerAccount: 3,
  failedLoginsPerAddress: 5,
  ticketsPer10Minutes: 2,
  commentsPerMinute: 3,
  aiRequestsPerMinute: 2,
});

let database: TestDatabase;
const portals: TestPortal[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedTestDemo(database.db);
});

afterAll(async () => {
  for (const portal of portals) await portal.close();
  await database.close();
});

/** A portal behind one trusted proxy hop, with small quotas. */
async function strictPortal(overrides: Parameters<typeof startTestPortal>[1] = {}) {
  const portal = await startTestPortal(database.db, { quotas, trustProxy: 1, ...overrides });
  portals.push(portal);
  return portal;
}

const logIn = (portal: TestPortal, username: string, password: string, from = '203.0.113.1') =>
  portal.api.post('/api/auth/login').set('X-Forwarded-For', from).send({ username, password });

describe('failed sign-ins are limited per account and per client address', () => {
  test('when one account keeps failing, then only that account is held back, not its address', async () => {
    const portal = await strictPortal();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await logIn(portal, 'Player2', 'bad')).status).toBe(401);
    }
    const held = await logIn(portal, 'player2', DEMO_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.code).toBe(ERROR_CODES.rateLimited);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another player behind the same proxy address signs in as usual.
    expect((await logIn(portal, 'player1', DEMO_PASSWORD)).status).toBe(200);
  });

  test('when one address fails on many accounts, then that address is held back and others are not', async () => {
    const portal = await strictPortal();
    const from = '198.51.100.7';
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      expect((await logIn(portal, name, 'bad', from)).status).toBe(401);
    }
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, from)).status).toBe(429);
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  test('when the proxy is not trusted, then a forged X-Forwarded-For does not open a new bucket', async () => {
    const portal = await strictPortal({ trustProxy: 0 });
    for (const from of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4', '5.5.5.5']) {
      expect((await logIn(portal, `b-${from}`, 'bad', from)).status).toBe(401);
    }
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, '6.6.6.6')).status).toBe(429);
  });

  test('when launch codes keep failing, then password sign-ins from that address still work', async () => {
    const portal = await strictPortal({ launchCodeSecret: 'x'.repeat(40) });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await portal.api
        .get('/api/tokenFrame')
        .set('X-Forwarded-For', '192.0.2.9')
        .query({ code: 'forged' });
      expect(failed.status).toBe(401);
    }
    const launch = await portal.api
      .get('/api/tokenFrame')
      .set('X-Forwarded-For', '192.0.2.9')
      .query({ code: 'forged' });
    expect(launch.status).toBe(429);
    expect((await logIn(portal, 'player1', DEMO_PASSWORD, '192.0.2.9')).status).toBe(200);
  });
});

describe('creation is limited per account', () => {
  test('when a player floods tickets, then past the quota they get 429, nothing is written, and others are unaffected', async () => {
    const portal = await strictPortal();
    const player1 = await portal.logIn('player1');
    const player2 = await portal.logIn('player2');
    await createSupportTicket(portal, player1, { title: 'Uno' });
    await createSupportTicket(portal, player1, { title: 'Dos' });
    const before = await database.db.selectFrom('tickets').select('id').execute();
    const flood = await portal.api
      .post('/api/ticket')
      .set(...bearer(player1))
      .send({ type: 0, group: 'support', category: 'bug', title: 'Tres', inputFields: {} });
    expect(flood.status).toBe(429);
    expect(flood.body.error).toMatch(/many tickets/);
    expect(await database.db.selectFrom('tickets').select('id').execute()).toHaveLength(
      before.length,
    );
    await createSupportTicket(portal, player2, { title: 'De otro jugador' });
  });

  test('when a player floods comments, then past the quota they get 429', async () => {
    const portal = await strictPortal();
    const player1 = await portal.logIn('player1');
    const ticketId = await createSupportTicket(portal, player1, { title: 'Para comentar' });
    const send = (comment: string) =>
      portal.api
        .post('/api/comment')
        .set(...bearer(player1))
        .send({ ticketId, comment, staffOnly: false });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await send(`c${index}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  test('when staff keep asking for AI suggestions or the assistant, then past the quota they get 429 and nothing is stored', async () => {
    const portal = await strictPortal();
    const player1 = await portal.logIn('player1');
    const staff1 = await portal.logIn('staff1');
    const admin1 = await portal.logIn('admin1');
    const ticketId = await createSupportTicket(portal, player1, { title: 'Para sugerir' });
    const comment = await portal.api
      .post('/api/comment')
      .set(...bearer(player1))
      .send({ ticketId, comment: 'No puedo entrar', staffOnly: false });
    const suggest = () =>
      portal.api
        .post('/api/ai')
        .set(...bearer(staff1))
        .send({ ticketId, commentId: comment.body._id });
    const stored = () =>
      database.db
        .selectFrom('ai_responses')
        .select('id')
        .where('ticket_id', '=', ticketId)
        .execute();
    expect((await suggest()).status).toBe(200);
    expect((await suggest()).status).toBe(200);
    const before = await stored();
    const refused = await suggest();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ERROR_CODES.rateLimited);
    expect(await stored()).toEqual(before);

    const ask = () =>
      portal.api
        .post('/api/assistant/chat')
        .set(...bearer(admin1))
        .send({ message: 'Hola' });
    const asked = [];
    for (let index = 0; index < 3; index += 1) asked.push((await ask()).status);
    expect(asked).toEqual([200, 200, 429]);
  });
});

describe('socket events are limited per connection', () => {
  test('when a socket floods read marks, then past its quota they are dropped before the database', async () => {
    const portal = await strictPortal();
    const player1 = await portal.logIn('player1');
    const ticketId = await createSupportTicket(portal, player1, { title: 'Leído mil veces' });
    const counter = `read_marks_${randomBytes(4).toString('hex')}`;
    await sql`create table ${sql.id(counter)} (n integer)`.execute(database.db);
    await sql`create function ${sql.id(`${counter}_count`)}() returns trigger language plpgsql as
      ${sql.lit(`begin insert into ${counter} values (1); return null; end`)}`.execute(database.db);
    await sql`create trigger ${sql.id(`${counter}_trigger`)} after insert or update on ticket_reads
      for each row execute function ${sql.id(`${counter}_count`)}()`.execute(database.db);
    try {
      const socket = await portal.connect(player1);
      for (let index = 0; index < 500; index += 1) socket.emit('mark-ticket-as-read', { ticketId });
      // The server answers a request sent after the flood, so the flood has been handled.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await portal.api.get('/api/me').set(...bearer(player1))).status).toBe(200);
      const written = await sql<{
        count: number;
      }>`select count(*)::int as count from ${sql.id(counter)}`.execute(database.db);
      expect(written.rows[0]?.count).toBeLessThanOrEqual(10);
      expect(written.rows[0]?.count).toBeGreaterThan(0);
    } finally {
      await sql`drop trigger ${sql.id(`${counter}_trigger`)} on ticket_reads`.execute(database.db);
    }
  });
});

const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('quotas are shared by every instance through Redis', () => {
  test('when failures are spread over two instances, then they count together', async () => {
    const redisKeyPrefix = `portal-test-${randomBytes(6).toString('hex')}`;
    const first = await strictPortal({ redisUrl: REDIS_URL, redisKeyPrefix });
    const second = await strictPortal({ redisUrl: REDIS_URL, redisKeyPrefix });
    expect((await logIn(first, 'player2', 'bad')).status).toBe(401);
    expect((await logIn(second, 'player2', 'bad')).status).toBe(401);
    expect((await logIn(first, 'player2', 'bad')).status).toBe(401);
    expect((await logIn(second, 'player2', DEMO_PASSWORD)).status).toBe(429);
  });
});
