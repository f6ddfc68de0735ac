import { CONFIG_KEYS } from '@portal/shared/contract';
import { accountSchema } from '@portal/shared/contract/schemas';
import { SignJWT } from 'jose';
import { LAUNCH_CODE_AUDIENCE, LAUNCH_CODE_ISSUER } from '../../identity/launch-codes';
import { createPseudonyms } from '../../identity/visual-ids';
import { ONLINE_WINDOW_MS } from '../../services/session/game-directory';
import { useDemoDatabase } from '../../testing/demo-portal';
import { accountIdOf, createReport, get, logInAll, post } from '../../testing/state-helpers';
import { startTestPortal, TEST_CONFIG, type TestPortal } from '../../testing/test-portal';

const LAUNCH_SECRET = 'launch-code-secret-shared-with-the-game-server';
const pseudonyms = createPseudonyms(TEST_CONFIG.secrets.visualIdSecret);

let portal: TestPortal;
let token: (name: string) => string;

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal.close());
const database = useDemoDatabase();

beforeAll(async () => {
  portal = await startTestPortal(database.db, { launchCodeSecret: LAUNCH_SECRET });
  token = await logInAll(portal, ['player1', 'player3', 'staff1', 'staff2']);
});

function launchCode(
  claims: Record<string, unknown>,
  options: { secret?: string; issuedAt?: number; expires?: string } = {},
) {
  return new SignJWT({ server: 'hub2', name: 'Jugador del juego', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(LAUNCH_CODE_ISSUER)
    .setAudience(LAUNCH_CODE_AUDIENCE)
    .setSubject('4242')
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expires ?? '1m')
    .sign(new TextEncoder().encode(options.secret ?? LAUNCH_SECRET));
}

const tokenFrame = (code: string) => portal.api.get('/api/tokenFrame').query({ code });

describe('GET /api/tokenFrame', () => {
  test('when the game signs a valid launch code, then it becomes a session of that player (same account next time)', async () => {
    const first = await tokenFrame(await launchCode({}));
    expect(first.status).toBe(200);
    const me = await get(portal, first.body.token, '/me');
    expect(me.status).toBe(200);
    expect(accountSchema.parse(me.body)).toMatchObject({
      name: 'Jugador del juego',
      serverId: 'hub2',
      userId: 4242,
      power: 0,
    });
    const second = await tokenFrame(await launchCode({ name: 'Nombre nuevo' }));
    const meAgain = await get(portal, second.body.token, '/me');
    expect(meAgain.body._id).toBe(me.body._id);
    expect(meAgain.body.name).toBe('Nombre nuevo');
  });

  test.each([
    ['signed with another secret', () => launchCode({}, { secret: 'x'.repeat(40) })],
    [
      'expired',
      () => launchCode({}, { issuedAt: Math.floor(Date.now() / 1000) - 600, expires: '-1m' }),
    ],
    [
      'issued too long ago',
      () => launchCode({}, { issuedAt: Math.floor(Date.now() / 1000) - 600, expires: '1h' }),
    ],
    ['for an unknown server', () => launchCode({ server: 'hub9' })],
    ['for a name the database cannot store', () => launchCode({ name: 'Jugador\u0000' })],
    ['not a JWT at all', async () => 'not-a-code'],
  ])(
    'when the launch code is %s, then it is a 401 and no account is made',
    async (_label, make) => {
      const before = await database.db.selectFrom('accounts').select('id').execute();
      const response = await tokenFrame(await make());
      expect(response.status).toBe(401);
      expect(response.body.error).toMatch(/launch code/);
      expect(await database.db.selectFrom('accounts').select('id').execute()).toHaveLength(
        before.length,
      );
    },
  );

  test('when a launch code is exchanged a second time, then it is refused and no session starts', async () => {
    const code = await launchCode({ name: 'Una sola vez' });
    expect((await tokenFrame(code)).status).toBe(200);
    const sessionsBefore = await database.db.selectFrom('sessions').select('id').execute();
    const again = await Promise.all([tokenFrame(code), tokenFrame(code)]);
    expect(again.map((response) => response.status)).toEqual([401, 401]);
    expect(again[0]?.body.error).toMatch(/already used/);
    expect(await database.db.selectFrom('sessions').select('id').execute()).toHaveLength(
      sessionsBefore.length,
    );
  });

  test('when no launch secret is configured, then in-game sign-in is refused', async () => {
    const other = await startTestPortal(database.db);
    try {
      const response = await other.api.get('/api/tokenFrame').query({ code: await launchCode({}) });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('launch.disabled');
    } finally {
      await other.close();
    }
  });

  test('when the code is missing, then it is a 400', async () => {
    expect((await portal.api.get('/api/tokenFrame')).status).toBe(400);
  });
});

describe('GET /api/me', () => {
  test('when a demo user asks, then they get their own full account; without a token it is a 401', async () => {
    const response = await get(portal, token('staff2'), '/me');
    expect(accountSchema.parse(response.body)).toMatchObject({
      name: 'Elena Navarro',
      power: 10,
      adminRoles: ['events', 'reports'],
      serverId: 'hub2',
      userId: 2002,
    });
    expect((await portal.api.get('/api/me')).status).toBe(401);
  });
});

describe('GET /api/hashesOnline and /api/importantHashes', () => {
  test('when a player connects to the live channel, then staff see their visualId online; players are refused', async () => {
    const me = await get(portal, token('player1'), '/me');
    await database.db.updateTable('accounts').set({ last_seen_at: null }).execute();
    const before = await get(portal, token('staff1'), '/hashesOnline');
    expect(before.body.hashes).not.toContain(me.body.visualId);
    await portal.connect(token('player1'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await get(portal, token('staff1'), '/hashesOnline');
    expect(after.status).toBe(200);
    expect(after.body.hashes).toContain(me.body.visualId);
    expect((await get(portal, token('player1'), '/hashesOnline')).status).toBe(403);
  });

  test('when an account was last seen longer ago than the window, then it is not online', async () => {
    const me = await get(portal, token('player3'), '/me');
    await database.db
      .updateTable('accounts')
      .set({ last_seen_at: new Date(Date.now() - ONLINE_WINDOW_MS - 1000) })
      .where('id', '=', me.body._id)
      .execute();
    const online = await get(portal, token('staff1'), '/hashesOnline');
    expect(online.body.hashes).not.toContain(me.body.visualId);
  });

  test('when the game marks a player important (the demo seeds player2 so), then staff see them important with no report against them', async () => {
    const player2 = await accountIdOf(database.db, 'player2');
    const important = await get(portal, token('staff1'), '/importantHashes');
    expect(important.body.hashes).toContain(pseudonyms.ofAccount(player2));
  });

  test('when a player is the accused of 2 reports closed as valid, then their visualId is important', async () => {
    const accused = await get(portal, token('player3'), '/me');
    const important = async () => (await get(portal, token('staff2'), '/importantHashes')).body;
    expect((await important()).hashes).not.toContain(accused.body.visualId);
    for (const title of ['Primero', 'Segundo']) {
      const ticketId = await createReport(portal, token('player1'), { title });
      await post(portal, token('staff2'), '/takeTicket', { ticketId });
      await post(portal, token('staff2'), '/closeTicket', { ticketId, resolveType: 'valid' });
    }
    expect((await important()).hashes).toContain(accused.body.visualId);
    expect((await get(portal, token('player1'), '/importantHashes')).status).toBe(403);
  });
});

describe('GET /api/serverImage and /api/getUrlFrame', () => {
  test('when nothing is configured, then the frame page has no map and the image is empty', async () => {
    expect((await get(portal, token('player1'), '/getUrlFrame')).body).toEqual({
      url: '/remotes/mf-tickets/event-frame.html',
    });
    expect((await get(portal, token('player1'), '/serverImage')).body).toEqual({ url: '' });
  });

  test('when map and server images are configured, then they are returned', async () => {
    await database.db
      .insertInto('config_entries')
      .values([
        { key: CONFIG_KEYS.mapImage, value: 'https://cdn.example.com/map.png' },
        { key: CONFIG_KEYS.serverImage, value: 'https://cdn.example.com/hub.png' },
      ])
      .execute();
    expect((await get(portal, token('player1'), '/getUrlFrame')).body).toEqual({
      url: '/remotes/mf-tickets/event-frame.html?map=https%3A%2F%2Fcdn.example.com%2Fmap.png',
    });
    expect((await get(portal, token('player1'), '/serverImage')).body).toEqual({
      url: 'https://cdn.example.com/hub.png',
    });
  });
});
