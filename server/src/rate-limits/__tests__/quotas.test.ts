import { randomBytes } from 'node:crypto';
import { type CallConfig, calls, ERROR_CODES, errorTextIn } from '@portal/shared/contract';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { bearer, createSupportTicket } from '../../testing/api-helpers';
import { useDemoDatabase } from '../../testing/demo-portal';
import { signLaunchCode, TEST_LAUNCH_SECRET } from '../../testing/launch-codes';
import { rawRequest } from '../../testing/raw-request';
import { DEMO_PASSWORD, startTestPortal, type TestPortal } from '../../testing/test-portal';
import { createAccessToken } from '../../testing/token-helpers';
import { quotasFrom } from '../rate-limits';

const REDIS_URL = process.env.REDIS_URL || undefined;
const PER_ACCOUNT_AND_ADDRESS = 3;
const PER_ACCOUNT = 6;
const PER_ADDRESS = 10;
const quotaSettings = {
  failedLoginsPerAccountAndAddress: PER_ACCOUNT_AND_ADDRESS,
  failedLoginsPerAccount: PER_ACCOUNT,
  failedLoginsPerAddress: PER_ADDRESS,
  ticketsPer10Minutes: 2,
  commentsPerMinute: 3,
  aiRequestsPerMinute: 2,
  readsPerMinute: 1000,
};
const quotas = quotasFrom(quotaSettings);

const portals: TestPortal[] = [];

// Before useDemoDatabase's: the portals stop before their database closes.
afterAll(async () => {
  for (const portal of portals) await portal.close();
});
const database = useDemoDatabase();

/** A portal behind one trusted proxy hop, with small quotas. */
async function strictPortal(overrides: Parameters<typeof startTestPortal>[1] = {}) {
  const portal = await startTestPortal(database.db, { quotas, trustProxy: 1, ...overrides });
  portals.push(portal);
  return portal;
}

const logIn = (portal: TestPortal, username: string, password: string, from = '203.0.113.1') =>
  portal.api.post('/api/auth/login').set('X-Forwarded-For', from).send({ username, password });

/** A sign-in sent from `localAddress` (on Linux all of 127/8 is loopback), with no proxy between. */
async function logInFrom(
  portal: TestPortal,
  localAddress: string,
  username: string,
  password: string,
) {
  const answer = await rawRequest(portal.baseUrl, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ username, password })),
    localAddress,
  });
  return answer.status;
}

/** The statuses of `times` sign-ins with a wrong password. */
async function failLogIns(
  portal: TestPortal,
  localAddress: string,
  username: string,
  times: number,
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    statuses.push(await logInFrom(portal, localAddress, username, 'wrong-password'));
  }
  return statuses;
}

const failuresThenRefusals = (failures: number, times: number) =>
  Array.from({ length: times }, (_, index) => (index < failures ? 401 : 429));

describe('failed sign-ins are limited per account and per client address', () => {
  test('when one account keeps failing from one address, then only that account is held back there, not the address', async () => {
    const portal = await strictPortal();
    for (let attempt = 0; attempt < PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
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
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      expect((await logIn(portal, `a${index}`, 'bad', from)).status).toBe(401);
    }
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, from)).status).toBe(429);
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  test('when the proxy is not trusted, then a forged X-Forwarded-For does not open a new bucket', async () => {
    const portal = await strictPortal({ trustProxy: 0 });
    for (let index = 1; index <= PER_ADDRESS; index += 1) {
      const from = `${index}.${index}.${index}.${index}`;
      expect((await logIn(portal, `b-${from}`, 'bad', from)).status).toBe(401);
    }
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, '6.6.6.6')).status).toBe(429);
  });

  test('when launch codes keep failing, then password sign-ins from that address still work', async () => {
    const portal = await strictPortal({ launchCodeSecret: 'x'.repeat(40) });
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
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

describe('failed sign-ins never lock an account out of an address that did not fail', () => {
  test('when one address keeps guessing an account, then the right password from another address signs in and the guesser stays refused', async () => {
    const portal = await strictPortal({ trustProxy: 0 });
    const guesses = await failLogIns(portal, '127.0.0.2', 'admin1', 10);
    expect(guesses[0]).toBe(401);
    expect(guesses.at(-1)).toBe(429);
    expect(await logInFrom(portal, '127.0.0.1', 'admin1', DEMO_PASSWORD)).toBe(200);
    expect(await logInFrom(portal, '127.0.0.2', 'admin1', DEMO_PASSWORD)).toBe(429);
  });

  test('when many addresses together use up the account budget, then only an address that never failed may still try', async () => {
    const portal = await strictPortal({ trustProxy: 0 });
    expect(await failLogIns(portal, '127.0.0.3', 'staff1', PER_ACCOUNT_AND_ADDRESS)).toEqual(
      failuresThenRefusals(PER_ACCOUNT_AND_ADDRESS, PER_ACCOUNT_AND_ADDRESS),
    );
    expect(
      await failLogIns(portal, '127.0.0.4', 'staff1', PER_ACCOUNT - PER_ACCOUNT_AND_ADDRESS),
    ).toEqual(
      failuresThenRefusals(
        PER_ACCOUNT - PER_ACCOUNT_AND_ADDRESS,
        PER_ACCOUNT - PER_ACCOUNT_AND_ADDRESS,
      ),
    );
    // A new address gets one try: one more guess from it, then it has failed like the others.
    expect(await failLogIns(portal, '127.0.0.5', 'staff1', 2)).toEqual([401, 429]);
    expect(await logInFrom(portal, '127.0.0.5', 'staff1', DEMO_PASSWORD)).toBe(429);
    expect(await logInFrom(portal, '127.0.0.6', 'staff1', DEMO_PASSWORD)).toBe(200);
    // Other accounts are not concerned by the budget of this one.
    expect(await logInFrom(portal, '127.0.0.4', 'staff2', DEMO_PASSWORD)).toBe(200);
  });

  test('when an address sends its guesses all at once, then no more of them are tried than one at a time', async () => {
    const portal = await strictPortal({ trustProxy: 0 });
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        logInFrom(portal, '127.0.0.7', 'supervisor1', 'wrong-password'),
      ),
    );
    expect(guesses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT_AND_ADDRESS);
    expect(guesses.filter((status) => status === 429)).toHaveLength(12 - PER_ACCOUNT_AND_ADDRESS);
    expect(await logInFrom(portal, '127.0.0.8', 'supervisor1', DEMO_PASSWORD)).toBe(200);
  });

  test('when sign-ins succeed or are malformed, then they clear or leave the failures, never add to them', async () => {
    const portal = await strictPortal({ trustProxy: 0 });
    const failures = PER_ACCOUNT_AND_ADDRESS - 1;
    expect(await failLogIns(portal, '127.0.0.9', 'player1', failures)).toEqual(
      Array(failures).fill(401),
    );
    expect(await logInFrom(portal, '127.0.0.9', 'player1', DEMO_PASSWORD)).toBe(200);
    expect(await failLogIns(portal, '127.0.0.9', 'player1', failures)).toEqual(
      Array(failures).fill(401),
    );
    const malformed = await rawRequest(portal.baseUrl, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ username: 'player1' })),
      localAddress: '127.0.0.9',
    });
    expect(malformed.status).toBe(400);
    expect(await logInFrom(portal, '127.0.0.9', 'player1', DEMO_PASSWORD)).toBe(200);
  });

  test('when an IPv6 client changes address within its /64, then it stays the same address for the quotas', async () => {
    const portal = await strictPortal();
    for (let index = 1; index <= PER_ADDRESS; index += 1) {
      const from = `2001:db8:0:7::${index.toString(16)}`;
      expect((await logIn(portal, `c${index}`, 'bad', from)).status).toBe(401);
    }
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, '2001:db8::7:ffff:0:0:1')).status).toBe(
      429,
    );
    expect((await logIn(portal, 'player3', DEMO_PASSWORD, '2001:db8:0:8::1')).status).toBe(200);
  });

  test('when another address sends bad launch codes, then a valid code from this address is still exchanged', async () => {
    const portal = await strictPortal({ trustProxy: 0, launchCodeSecret: TEST_LAUNCH_SECRET });
    const exchange = async (localAddress: string, code: string) =>
      (
        await rawRequest(portal.baseUrl, {
          method: 'GET',
          path: `/api/tokenFrame?code=${encodeURIComponent(code)}`,
          localAddress,
        })
      ).status;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) {
      statuses.push(await exchange('127.0.0.2', 'forged'));
    }
    expect(statuses).toEqual(failuresThenRefusals(PER_ADDRESS, PER_ADDRESS + 1));
    expect(await exchange('127.0.0.1', await signLaunchCode(4242))).toBe(200);
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
      .send({
        type: 0,
        group: 'support',
        category: 'bug',
        title: 'Tres',
        inputFields: { Descripción: 'No puedo entrar desde ayer' },
      });
    expect(flood.status).toBe(429);
    expect(flood.body.code).toBe(ERROR_CODES.ticketsQuota);
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
    expect(refused.body.code).toBe(ERROR_CODES.aiSuggestionsQuota);
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

describe('reads are limited per account', () => {
  const READS = 5;

  test('when an account keeps reading, then past its budget it gets 429 with Retry-After and other accounts read as usual', async () => {
    const portal = await strictPortal({
      quotas: quotasFrom({ ...quotaSettings, readsPerMinute: READS }),
    });
    const player1 = await portal.logIn('player1');
    const player2 = await portal.logIn('player2');
    const reads = [
      () => portal.api.get('/api/me').set(...bearer(player1)),
      () =>
        portal.api
          .post('/api/tickets')
          .set(...bearer(player1))
          .send({}),
    ];
    const statuses = [];
    for (let index = 0; index < READS; index += 1) {
      statuses.push((await (reads[index % reads.length] as (typeof reads)[0])()).status);
    }
    expect(statuses).toEqual(Array(READS).fill(200));
    for (const read of reads) {
      const refused = await read();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(ERROR_CODES.rateLimited);
      expect(refused.body.error).toBe(errorTextIn('en', ERROR_CODES.rateLimited));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await portal.api.get('/api/me').set(...bearer(player2))).status).toBe(200);
    expect(
      (
        await portal.api
          .post('/api/tickets')
          .set(...bearer(player2))
          .send({})
      ).status,
    ).toBe(200);
  });

  test('when an access token keeps reading, then it is refused past its own budget and its creator still reads', async () => {
    const portal = await strictPortal({
      quotas: quotasFrom({ ...quotaSettings, readsPerMinute: READS }),
    });
    const admin1 = await portal.logIn('admin1');
    const { secret } = await createAccessToken(portal, admin1);
    const statuses = [];
    for (let index = 0; index <= READS; index += 1) {
      statuses.push((await portal.api.get('/api/me').set(...bearer(secret))).status);
    }
    expect(statuses).toEqual([...Array(READS).fill(200), 429]);
    expect((await portal.api.get('/api/me').set(...bearer(admin1))).status).toBe(200);
  });

  test('when an account has used up its reads, then every call the contract marks as a read is refused and its writes are not', async () => {
    const portal = await strictPortal({
      quotas: quotasFrom({ ...quotaSettings, readsPerMinute: 1 }),
    });
    const admin1 = await portal.logIn('admin1');
    expect((await portal.api.get('/api/me').set(...bearer(admin1))).status).toBe(200);
    const readsSentAsPost = (Object.values(calls) as CallConfig[]).filter((call) => call.reads);
    expect(readsSentAsPost.length).toBeGreaterThan(10);
    for (const call of readsSentAsPost) {
      const refused = await portal.api
        .post(`/api${call.path.replace(/:\w+/g, '1')}`)
        .set(...bearer(admin1))
        .send({});
      expect([call.path, refused.status]).toEqual([call.path, 429]);
    }
    const write = await portal.api
      .post(`/api${calls.closeTicket.path}`)
      .set(...bearer(admin1))
      .send({});
    expect(write.status).not.toBe(429);
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

  test('when reads are spread over two instances, then they count together', async () => {
    const redisKeyPrefix = `portal-test-${randomBytes(6).toString('hex')}`;
    const readQuotas = quotasFrom({ ...quotaSettings, readsPerMinute: 4 });
    const first = await strictPortal({ redisUrl: REDIS_URL, redisKeyPrefix, quotas: readQuotas });
    const second = await strictPortal({ redisUrl: REDIS_URL, redisKeyPrefix, quotas: readQuotas });
    const player1 = await first.logIn('player1');
    const statuses = [];
    for (const portal of [first, second, first, second, first, second]) {
      statuses.push((await portal.api.get('/api/me').set(...bearer(player1))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  test('when a caller has used up its reads, then each instance refuses the flood without counting it in Redis', async () => {
    const redisKeyPrefix = `portal-test-${randomBytes(6).toString('hex')}`;
    const readQuotas = quotasFrom({ ...quotaSettings, readsPerMinute: 2 });
    const first = await strictPortal({ redisUrl: REDIS_URL, redisKeyPrefix, quotas: readQuotas });
    const second = await strictPortal({ redisUrl: REDIS_URL, redisKeyPrefix, quotas: readQuotas });
    const player1 = await first.logIn('player1');
    const me = await first.api.get('/api/me').set(...bearer(player1));
    const counted = `${redisKeyPrefix}:quota:readsPerAccount:account:${me.body._id}`;
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      expect((await second.api.get('/api/me').set(...bearer(player1))).status).toBe(200);
      expect(await redis.get(counted)).toBe('2');
      const statuses = [];
      for (const portal of [first, second, first, second, first, second]) {
        statuses.push((await portal.api.get('/api/me').set(...bearer(player1))).status);
      }
      expect(statuses).toEqual(Array(6).fill(429));
      // Only the first refusal asked Redis: the second instance had seen the budget used up.
      expect(await redis.get(counted)).toBe('3');
    } finally {
      await redis.close();
    }
  });
});
