import {
  type CallConfig,
  calls,
  ERROR_CODES,
  permissionForMethod,
  type TokenPermission,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { RECORD_TOKEN_USE_EVERY_MS } from '../../http/token-viewers';
import { bearer } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';
import { createAccessToken } from '../../testing/token-helpers';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;
let adminId: number;

useDemoPortal(['admin1'], (demo) => {
  ({ portal, database, token } = demo);
});

beforeAll(async () => {
  adminId = await accountIdOf(database.db, 'admin1');
});

type TokenState = 'active' | 'inactive' | 'expired' | 'deleted';

/** Puts a freshly created token in a state the way an admin (or time) would. */
async function putInState(tokenId: number, state: TokenState): Promise<void> {
  if (state === 'inactive' || state === 'deleted') {
    const call = state === 'inactive' ? '/tokens/deactivate' : '/tokens/delete';
    expect((await post(portal, token('admin1'), call, { tokenId })).status).toBe(200);
  }
  if (state === 'expired') {
    await database.db
      .updateTable('access_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', tokenId)
      .execute();
  }
}

/** One GET with a path parameter and one POST with a body, as an integration would send them. */
const PROBES: ReadonlyArray<{
  call: CallConfig;
  send: (secret: string) => Promise<{ status: number; body: { code?: string } }>;
}> = [
  {
    call: calls.userPower,
    send: (secret) => portal.api.get(`/api/user/power/${adminId}`).set(...bearer(secret)),
  },
  {
    call: calls.listTickets,
    send: (secret) =>
      portal.api
        .post('/api/tickets')
        .set(...bearer(secret))
        .send({}),
  },
];
const LISTED = PROBES.map((probe) => probe.call.path);
const UNLISTED = [calls.groups.path];
const PERMISSION_SETS: readonly TokenPermission[][] = [
  ['read'],
  ['write'],
  ['admin'],
  ['read', 'write', 'admin'],
];
const STATES: readonly TokenState[] = ['active', 'inactive', 'expired', 'deleted'];

const CASES = PERMISSION_SETS.flatMap((permissions) =>
  [true, false].flatMap((listed) => STATES.map((state) => ({ permissions, listed, state }))),
);

describe('a request carrying an access token', () => {
  test.each(CASES)(
    'when a token with $permissions, its probe calls listed: $listed, is $state, then each probe gets the status its grants give',
    async ({ permissions, listed, state }) => {
      const { secret, info } = await createAccessToken(portal, token('admin1'), {
        endpoints: listed ? LISTED : UNLISTED,
        permissions,
      });
      await putInState(info.id, state);
      for (const { call, send } of PROBES) {
        const response = await send(secret);
        const granted = listed && permissions.includes(permissionForMethod(call.method));
        const expected = state !== 'active' ? 401 : granted ? 200 : 403;
        expect([call.path, response.status]).toEqual([call.path, expected]);
        if (expected === 403) expect(response.body.code).toBe(ERROR_CODES.tokenNotGranted);
        if (expected === 401) expect(response.body.code).toBe(ERROR_CODES.unauthorized);
      }
    },
  );

  test('when a token calls, then it acts as its creator', async () => {
    const { secret } = await createAccessToken(portal, token('admin1'), { endpoints: ['/me'] });
    const me = await portal.api.get('/api/me').set(...bearer(secret));
    expect(me.status).toBe(200);
    expect(me.body._id).toBe(adminId);
  });

  test('when a secret is unknown, or is sent in the address instead of the header, then it is a 401', async () => {
    const { secret } = await createAccessToken(portal, token('admin1'), { endpoints: ['/me'] });
    const guessed = `tp_${'A'.repeat(43)}`;
    expect((await portal.api.get('/api/me').set(...bearer(guessed))).status).toBe(401);
    for (const name of ['token', 'access_token', 'authorization']) {
      expect((await portal.api.get('/api/me').query({ [name]: secret })).status).toBe(401);
    }
    expect((await portal.api.get('/api/me').set(...bearer(secret))).status).toBe(200);
  });

  test('when a token calls a session or token call, then it is refused: no token is granted one', async () => {
    const { secret } = await createAccessToken(portal, token('admin1'), {
      endpoints: ['/me'],
      permissions: ['read', 'write', 'admin'],
    });
    const refusals = [
      await portal.api.get('/api/tokens/all').set(...bearer(secret)),
      await portal.api
        .post('/api/tokens/create')
        .set(...bearer(secret))
        .send({}),
      await portal.api.post('/api/logout').set(...bearer(secret)),
    ];
    expect(refusals.map((response) => [response.status, response.body.code])).toEqual(
      Array.from({ length: 3 }, () => [403, ERROR_CODES.tokenNotGranted]),
    );
  });

  test('when its creator drops below power 100, then the token is refused until the power is back', async () => {
    const setPower = (power: number) =>
      database.db
        .updateTable('accounts')
        .set({ power })
        .where('username', '=', 'supervisor1')
        .execute();
    await setPower(100);
    const creatorToken = await portal.logIn('supervisor1');
    const { secret } = await createAccessToken(portal, creatorToken, { endpoints: ['/me'] });
    const call = () => portal.api.get('/api/me').set(...bearer(secret));
    expect((await call()).status).toBe(200);
    await setPower(99);
    expect((await call()).status).toBe(401);
    await setPower(100);
    expect((await call()).status).toBe(200);
    await setPower(50);
  });

  test('when a token is used, then its time and address are recorded, at most once a minute from one address', async () => {
    const { secret, info } = await createAccessToken(portal, token('admin1'), {
      endpoints: ['/me'],
    });
    const lastUse = () =>
      database.db
        .selectFrom('access_tokens')
        .select(['last_used_at', 'last_used_address'])
        .where('id', '=', info.id)
        .executeTakeFirstOrThrow();
    const call = () => portal.api.get('/api/me').set(...bearer(secret));
    await call();
    const first = await lastUse();
    expect(first.last_used_address).toMatch(/127\.0\.0\.1$/);
    expect(Date.now() - new Date(first.last_used_at ?? 0).getTime()).toBeLessThan(10_000);

    const recently = new Date(Date.now() - RECORD_TOKEN_USE_EVERY_MS / 2);
    await database.db
      .updateTable('access_tokens')
      .set({ last_used_at: recently })
      .where('id', '=', info.id)
      .execute();
    await call();
    expect(new Date((await lastUse()).last_used_at ?? 0).getTime()).toBe(recently.getTime());

    await database.db
      .updateTable('access_tokens')
      .set({ last_used_address: '203.0.113.9' })
      .where('id', '=', info.id)
      .execute();
    await call();
    const fromNewAddress = await lastUse();
    expect(fromNewAddress.last_used_address).toMatch(/127\.0\.0\.1$/);
    expect(new Date(fromNewAddress.last_used_at ?? 0).getTime()).toBeGreaterThan(
      recently.getTime(),
    );

    const listed = await portal.api.get('/api/tokens/all').set(...bearer(token('admin1')));
    const shown = listed.body.find((listedToken: { id: number }) => listedToken.id === info.id);
    expect(shown.lastUsedAddress).toMatch(/127\.0\.0\.1$/);
    expect(shown.lastUsedAt).toBe(new Date(fromNewAddress.last_used_at ?? 0).getTime());
  });

  test('when a token opens the live channel, then the handshake is refused', async () => {
    const { secret } = await createAccessToken(portal, token('admin1'), { endpoints: ['/me'] });
    await expect(portal.connect(secret)).rejects.toMatchObject({
      data: { code: ERROR_CODES.unauthorized },
    });
  });
});
