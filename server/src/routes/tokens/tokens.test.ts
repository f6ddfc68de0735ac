import { createHash } from 'node:crypto';
import {
  type CallConfig,
  calls,
  ERROR_CODES,
  GRANTABLE_ENDPOINTS,
  LIVE_EVENTS,
  type TokensChangedEvent,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { useDemoPortal } from '../../testing/demo-portal';
import { settle } from '../../testing/socket-helpers';
import { accountIdOf, get, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';
import { createAccessToken } from '../../testing/token-helpers';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'supervisor1', 'admin1'], (demo) => {
  ({ portal, database, token } = demo);
});

const TOKEN_CALLS: readonly CallConfig[] = [
  calls.listTokens,
  calls.tokenEndpoints,
  calls.createToken,
  calls.tokenJwt,
  calls.deactivateToken,
  calls.activateToken,
  calls.deleteToken,
];

const pathOf = (call: CallConfig) => call.path.replace(':id', '1');

function ask(call: CallConfig, as: string, body: object = {}) {
  return call.method === 'GET'
    ? get(portal, token(as), pathOf(call))
    : post(portal, token(as), pathOf(call), body);
}

const create = (body: object) => post(portal, token('admin1'), '/tokens/create', body);
const VALID = { name: 'Stats bot', endpoints: ['/me'], permissions: ['read'] };
const DAY_MS = 86_400_000;

describe('token calls: who may use them', () => {
  test.each(
    TOKEN_CALLS.flatMap((call) =>
      ['player1', 'staff1', 'supervisor1'].map((as) => [call.path, as, call] as const),
    ),
  )(
    'when %s is asked by %s (below power 100), then it is a 403 before the body is read',
    async (_path, as, call) => {
      const response = await ask(call, as, { tokenId: 'not even a number' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(ERROR_CODES.adminOnly);
    },
  );

  test.each(TOKEN_CALLS.map((call) => [call.path, call] as const))(
    'when %s is asked without a session, then it is a 401',
    async (_path, call) => {
      const path = `/api${pathOf(call)}`;
      const response =
        call.method === 'GET' ? await portal.api.get(path) : await portal.api.post(path);
      expect(response.status).toBe(401);
    },
  );
});

describe('creating a token', () => {
  test.each([
    ['a blank name', { name: '  ' }, 'The name cannot be empty.'],
    ['no endpoint', { endpoints: [] }, 'Please select at least one endpoint'],
    ['no permission', { permissions: [] }, 'Please select at least one permission'],
    ['more than a year', { expiresInDays: 366 }, 'A token lasts from 1 to 365 days.'],
    ['no expiry at all', { expiresInDays: null }, 'A token lasts from 1 to 365 days.'],
  ])('when it has %s, then it is a 400 saying so', async (_case, change, message) => {
    const response = await create({ ...VALID, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  test.each([
    ['an endpoint the API does not have', '/nowhere'],
    ['a token call', calls.createToken.path],
    ['logout', calls.logout.path],
  ])('when it names %s, then it is a 422 naming the endpoint', async (_case, endpoint) => {
    const response = await create({ ...VALID, endpoints: ['/me', endpoint] });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(ERROR_CODES.tokenUnknownEndpoint);
    expect(response.body.details).toEqual([{ path: 'endpoints.1', message: expect.any(String) }]);
    expect(response.body.params).toEqual({ endpoint });
  });

  test('when the endpoints are asked for, then they are the contract’s grantable calls', async () => {
    const response = await get(portal, token('admin1'), '/tokens/endpoints');
    expect(response.body).toEqual(GRANTABLE_ENDPOINTS);
    expect(response.body).toContain('/getTicket/:id');
    expect(response.body).not.toContain('/logout');
  });

  test('when a token is created, then its prefixed secret is answered once and only its SHA-256 is stored', async () => {
    const before = Date.now();
    const response = await create({
      ...VALID,
      description: 'Reads my account',
      endpoints: ['/me', '/groups', '/me'],
      permissions: ['write', 'read', 'write'],
    });
    expect(response.status).toBe(200);
    const secret: string = response.body.token;
    expect(secret).toMatch(/^tp_[0-9A-Za-z]{43}$/);
    expect(response.body.tokenInfo).toEqual({
      id: expect.any(Number),
      name: 'Stats bot',
      description: 'Reads my account',
      endpoints: ['/me', '/groups'],
      permissions: ['read', 'write'],
      createdBy: 'Admin Principal',
      createdAt: expect.any(Number),
      expiresAt: expect.any(Number),
      isActive: true,
      lastUsedAt: null,
      lastUsedAddress: null,
    });
    const { createdAt, expiresAt } = response.body.tokenInfo;
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(expiresAt - createdAt).toBe(90 * DAY_MS);
    const rows = await sql<Record<string, unknown>>`select * from access_tokens`.execute(
      database.db,
    );
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(3));
    expect(stored).toContain(createHash('sha256').update(secret).digest('hex'));
    const again = await get(portal, token('admin1'), `/tokens/${response.body.tokenInfo.id}/jwt`);
    expect(again.status).toBe(410);
    expect(again.body.code).toBe(ERROR_CODES.tokenSecretShownOnce);
    expect(JSON.stringify(again.body)).not.toContain(secret);
  });

  test('when it is to last a year, then it expires in 365 days', async () => {
    const { info } = await createAccessToken(portal, token('admin1'), { expiresInDays: 365 });
    expect(info.expiresAt - info.createdAt).toBe(365 * DAY_MS);
  });
});

describe('managing tokens', () => {
  test.each([
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8::7', '2001:db8::7'],
    ['198.51.100.4', '198.51.100.4'],
  ])('when a token was last used from %s, then the list shows %s', async (stored, shown) => {
    const { info } = await createAccessToken(portal, token('admin1'));
    await database.db
      .updateTable('access_tokens')
      .set({ last_used_at: new Date(), last_used_address: stored })
      .where('id', '=', info.id)
      .execute();
    const listed = await get(portal, token('admin1'), '/tokens/all');
    const row = listed.body.find((listedToken: { id: number }) => listedToken.id === info.id);
    expect(row.lastUsedAddress).toBe(shown);
  });

  test('when a token is deactivated, activated and deleted, then each change is answered, listed, recorded with who and when, and sent live to admins only', async () => {
    const adminId = await accountIdOf(database.db, 'admin1');
    // A second admin watches the first one's changes arrive.
    await database.db
      .updateTable('accounts')
      .set({ power: 100 })
      .where('username', '=', 'staff2')
      .execute();
    const watcher = await portal.connect(await portal.logIn('staff2'));
    const staffSocket = await portal.connect(token('staff1'));
    const seen: TokensChangedEvent[] = [];
    const seenByStaff: TokensChangedEvent[] = [];
    watcher.on(LIVE_EVENTS.tokensChanged, (event) => seen.push(event));
    staffSocket.on(LIVE_EVENTS.tokensChanged, (event) => seenByStaff.push(event));

    const { info } = await createAccessToken(portal, token('admin1'), { name: 'Lifecycle' });
    const tokenId = info.id;
    const deactivated = await post(portal, token('admin1'), '/tokens/deactivate', { tokenId });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ id: tokenId, isActive: false });
    const activated = await post(portal, token('admin1'), '/tokens/activate', { tokenId });
    expect(activated.body).toMatchObject({ id: tokenId, isActive: true });
    const list = await get(portal, token('admin1'), '/tokens/all');
    expect(list.body[0]).toEqual(activated.body);
    expect(await post(portal, token('admin1'), '/tokens/delete', { tokenId })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const after = await get(portal, token('admin1'), '/tokens/all');
    expect(after.body.map((listed: { id: number }) => listed.id)).not.toContain(tokenId);
    for (const call of [calls.deleteToken, calls.activateToken, calls.deactivateToken]) {
      const response = await post(portal, token('admin1'), call.path, { tokenId });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(ERROR_CODES.tokenNotFound);
    }
    expect((await get(portal, token('admin1'), `/tokens/${tokenId}/jwt`)).status).toBe(404);

    const changes = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'at'])
      .where('target_kind', '=', 'token')
      .where('target_id', '=', String(tokenId))
      .orderBy('id')
      .execute();
    expect(changes.map((row) => [row.action, row.actor_id])).toEqual([
      ['token.created', adminId],
      ['token.deactivated', adminId],
      ['token.activated', adminId],
      ['token.deleted', adminId],
    ]);
    for (const row of changes) {
      expect(Date.now() - new Date(row.at).getTime()).toBeLessThan(60_000);
    }

    await settle();
    expect(seen).toEqual(Array.from({ length: 4 }, () => ({ tokenId })));
    expect(seenByStaff).toEqual([]);
  });

  test('when a token id is not a plain positive number, then it is a 400', async () => {
    const response = await post(portal, token('admin1'), '/tokens/deactivate', { tokenId: '1' });
    expect(response.status).toBe(400);
  });
});
