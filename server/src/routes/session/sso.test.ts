import request from 'supertest';
import type { OidcConfig } from '../../config/portal-config';
import { countAccounts } from '../../repositories/accounts/accounts-repository';
import { bearer } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import {
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../testing/oidc-provider-process';
import type { TestDatabase } from '../../testing/test-database';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

// The provider sends the browser back to the shell's page; here the test plays that page.
const REDIRECT_URL = 'http://portal.test/login/sso/callback';
const AFTER_LOGOUT_URL = 'http://portal.test/login';

let provider: TestOidcProvider;
let database: TestDatabase;
let portal: TestPortal;

function oidcConfig(overrides: Partial<OidcConfig> = {}): OidcConfig {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: ['openid', 'profile', 'portal'],
    providerName: 'Comunidad SSO',
    redirectUrl: REDIRECT_URL,
    postLogoutRedirectUrl: AFTER_LOGOUT_URL,
    claims: { name: 'preferred_username', power: 'portal_power', roles: 'portal_roles' },
    stateTtlSeconds: 600,
    ...overrides,
  };
}

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [REDIRECT_URL],
    postLogoutRedirectUris: [AFTER_LOGOUT_URL],
  });
});
afterAll(() => provider?.stop());

useDemoPortal(
  [],
  (demo) => {
    ({ database, portal } = demo);
  },
  () => ({ oidc: oidcConfig(), socketRecheckMs: 200 }),
);

/** One browser: its cookies (the state cookie) kept between the start and the callback. */
async function startSignIn(on: TestPortal = portal) {
  const browser = request.agent(on.baseUrl);
  const start = await browser.post('/api/auth/sso/start');
  expect(start.status).toBe(200);
  return { browser, url: (start.body as { url: string }).url };
}

async function signIn(login: string, on: TestPortal = portal) {
  const { browser, url } = await startSignIn(on);
  const search = await signInAtProvider(url, login, REDIRECT_URL);
  return browser.post('/api/auth/sso/callback').send({ search });
}

function accountOf(login: string) {
  return database.db
    .selectFrom('accounts')
    .select(['id', 'name', 'power', 'password_hash'])
    .where('external_subject', '=', `oidc:${provider.issuer}#${login}`)
    .executeTakeFirst();
}

async function rolesOf(accountId: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('account_roles')
    .select('role_key')
    .where('account_id', '=', accountId)
    .orderBy('role_key')
    .execute();
  return rows.map((row) => row.role_key);
}

describe('single sign-on with OpenID Connect', () => {
  test('when a provider is configured, then GET /login names it beside the local login page', async () => {
    const response = await portal.api.get('/api/login');
    expect(response.body).toEqual({
      loginURL: '/login',
      sso: { name: 'Comunidad SSO', url: '/login/sso' },
    });
  });

  test('when a sign-in starts, then the provider is asked for a code with PKCE, state and nonce, kept in an httpOnly cookie', async () => {
    const response = await request(portal.baseUrl).post('/api/auth/sso/start');
    const url = new URL((response.body as { url: string }).url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URL,
      scope: 'openid profile portal',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{43,}$/);
    }
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(
      /^portal_sso=[\w.-]+; Max-Age=600; Path=\/api\/auth\/sso; HttpOnly; SameSite=Lax$/,
    );
    // The PKCE verifier travels encrypted: nothing of the cookie reads as the state sent out.
    expect(cookie).not.toContain(url.searchParams.get('state'));
  });

  test('when someone signs in the first time, then an account is created from the claims and the session works', async () => {
    provider.setAccount('carmen', {
      preferred_username: 'carmen.s',
      name: 'Carmen Soto',
      portal_power: 50,
      portal_roles: ['reports', 'not-a-portal-role', 'events'],
    });
    const accountsBefore = await countAccounts(database.db);

    const response = await signIn('carmen');

    expect(response.status).toBe(200);
    expect(await countAccounts(database.db)).toBe(accountsBefore + 1);
    const account = await accountOf('carmen');
    expect(account).toMatchObject({ name: 'carmen.s', power: 50, password_hash: null });
    expect(await rolesOf(account?.id ?? 0)).toEqual(['events', 'reports']);
    const { token, user } = response.body as { token: string; user: { name: string } };
    expect(user).toMatchObject({ _id: account?.id, name: 'carmen.s', power: 50 });
    const me = await portal.api.get('/api/me').set(...bearer(token));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: 'carmen.s',
      power: 50,
      adminRoles: ['events', 'reports'],
    });
    expect(response.headers['set-cookie']?.[0]).toMatch(/^portal_sso=; Max-Age=0;/);
  });

  test('when the provider changes the claims, then the next sign-in updates name, power and roles of the same account', async () => {
    provider.setAccount('diego', {
      preferred_username: 'diego',
      portal_power: 100,
      portal_roles: 'support',
    });
    expect((await signIn('diego')).status).toBe(200);
    const first = await accountOf('diego');
    expect(first).toMatchObject({ power: 100 });
    expect(await rolesOf(first?.id ?? 0)).toEqual(['support']);
    const accountsBefore = await countAccounts(database.db);

    provider.setAccount('diego', {
      preferred_username: 'diego.r',
      portal_power: '2',
      portal_roles: ['reports'],
    });
    const second = await signIn('diego');

    expect(second.status).toBe(200);
    expect(await countAccounts(database.db)).toBe(accountsBefore);
    expect(await accountOf('diego')).toMatchObject({ id: first?.id, name: 'diego.r', power: 2 });
    expect(await rolesOf(first?.id ?? 0)).toEqual(['reports']);

    // Claims taken away at the provider take power and roles away here.
    provider.setAccount('diego', { preferred_username: 'diego.r' });
    expect((await signIn('diego')).status).toBe(200);
    expect(await accountOf('diego')).toMatchObject({ power: 0 });
    expect(await rolesOf(first?.id ?? 0)).toEqual([]);
    // A sign-in that changes nothing of her rights adds nothing to the audit trail.
    expect((await signIn('diego')).status).toBe(200);

    // Each change of rights is in the audit trail, made by the provider.
    const trail = await database.db
      .selectFrom('audit_log')
      .select(['via', 'actor_id', 'action', 'changes'])
      .where('target_kind', '=', 'account')
      .where('target_id', '=', String(first?.id))
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        via: 'provider',
        actor_id: null,
        action: 'account.rightsChanged',
        changes: [
          { field: 'power', before: '0', after: '100' },
          { field: 'adminRoles', before: null, after: 'support' },
        ],
      },
      expect.objectContaining({
        changes: [
          { field: 'power', before: '100', after: '2' },
          { field: 'adminRoles', before: 'support', after: 'reports' },
        ],
      }),
      expect.objectContaining({
        changes: [
          { field: 'power', before: '2', after: '0' },
          { field: 'adminRoles', before: 'reports', after: null },
        ],
      }),
    ]);
  });

  test('when a power claim is out of range, then it is clamped to a power the portal holds', async () => {
    provider.setAccount('elena', { preferred_username: 'elena', portal_power: -5 });
    expect((await signIn('elena')).status).toBe(200);
    expect(await accountOf('elena')).toMatchObject({ power: 0 });
    provider.setAccount('elena', { preferred_username: 'elena', portal_power: 1e12 });
    expect((await signIn('elena')).status).toBe(200);
    expect(await accountOf('elena')).toMatchObject({ power: 2_147_483_647 });
  });

  test('when the answer carries another state, then it is refused with 400 and no account is created', async () => {
    provider.setAccount('mallory', { preferred_username: 'mallory', portal_power: 100 });
    const { browser, url } = await startSignIn();
    const search = new URLSearchParams(await signInAtProvider(url, 'mallory', REDIRECT_URL));
    search.set('state', `${search.get('state')}x`);

    const response = await browser.post('/api/auth/sso/callback').send({ search: `?${search}` });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'sso.stateMismatch' });
    expect(await accountOf('mallory')).toBeUndefined();
  });

  test('when the state cookie is tampered with, then the answer is refused with 400', async () => {
    provider.setAccount('mallory', { preferred_username: 'mallory' });
    const { browser, url } = await startSignIn();
    const search = await signInAtProvider(url, 'mallory', REDIRECT_URL);
    const sealed = (
      browser as unknown as { jar: { getCookie(name: string, access: object): { value: string } } }
    ).jar.getCookie('portal_sso', {
      domain: '127.0.0.1',
      path: '/api/auth/sso',
      secure: false,
      script: false,
    }).value;
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;

    const response = await request(portal.baseUrl)
      .post('/api/auth/sso/callback')
      .set('Cookie', `portal_sso=${tampered}`)
      .send({ search });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'sso.stateMismatch' });
    expect(await accountOf('mallory')).toBeUndefined();
  });

  test('when the state has expired, then the answer is refused with 400 and no account is created', async () => {
    const quick = await startTestPortal(database.db, { oidc: oidcConfig({ stateTtlSeconds: 1 }) });
    try {
      provider.setAccount('late', { preferred_username: 'late' });
      const { browser, url } = await startSignIn(quick);
      const search = await signInAtProvider(url, 'late', REDIRECT_URL);
      await new Promise((wait) => setTimeout(wait, 1500));
      // A browser would have dropped the cookie by now (Max-Age); this one still sends it.
      const sealed = (
        browser as unknown as {
          jar: { getCookie(name: string, access: object): { value: string } | undefined };
        }
      ).jar.getCookie('portal_sso', {
        domain: '127.0.0.1',
        path: '/api/auth/sso',
        secure: false,
        script: false,
      });
      const response = await request(quick.baseUrl)
        .post('/api/auth/sso/callback')
        .set('Cookie', `portal_sso=${sealed?.value ?? ''}`)
        .send({ search });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'sso.stateExpired' });
      expect(await accountOf('late')).toBeUndefined();
    } finally {
      await quick.close();
    }
  });

  test('when an answer is sent again or without the cookie, then it is refused: a state is used once', async () => {
    provider.setAccount('frida', { preferred_username: 'frida' });
    const { browser, url } = await startSignIn();
    const search = await signInAtProvider(url, 'frida', REDIRECT_URL);
    expect((await browser.post('/api/auth/sso/callback').send({ search })).status).toBe(200);

    const again = await browser.post('/api/auth/sso/callback').send({ search });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'sso.stateExpired' });
  });

  test('when the provider answers with an error or no code, then the sign-in is refused with 401', async () => {
    const { browser, url } = await startSignIn();
    const state = new URL(url).searchParams.get('state') ?? '';
    const denied = await browser.post('/api/auth/sso/callback').send({
      search: `?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
    });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ code: 'sso.refused' });

    const second = await startSignIn();
    const secondState = new URL(second.url).searchParams.get('state') ?? '';
    const noCode = await second.browser
      .post('/api/auth/sso/callback')
      .send({ search: `?state=${secondState}&iss=${encodeURIComponent(provider.issuer)}` });
    expect(noCode.status).toBe(401);
    expect(noCode.body).toMatchObject({ code: 'sso.refused' });

    const empty = await request(portal.baseUrl).post('/api/auth/sso/callback').send({});
    expect(empty.status).toBe(400);
  });

  test('when a single sign-on account logs out, then its session ends and the provider sign-out is offered', async () => {
    provider.setAccount('gala', { preferred_username: 'gala', portal_power: 2 });
    const { token } = (await signIn('gala')).body as { token: string };
    const socket = await portal.connect(token);
    const closing = new Promise((resolve) => socket.once('disconnect', resolve));

    const logout = await portal.api.post('/api/logout').set(...bearer(token));

    expect(logout.status).toBe(200);
    const endSession = new URL((logout.body as { endSessionURL: string }).endSessionURL);
    expect(endSession.origin).toBe(provider.issuer);
    expect(Object.fromEntries(endSession.searchParams)).toEqual({
      client_id: provider.clientId,
      post_logout_redirect_uri: AFTER_LOGOUT_URL,
    });
    expect(await closing).toBe('io server disconnect');
    expect((await portal.api.get('/api/me').set(...bearer(token))).status).toBe(401);

    // A local account's logout is unchanged.
    const local = await portal.logIn('player1');
    expect((await portal.api.post('/api/logout').set(...bearer(local))).body).toEqual({ ok: true });
  });

  test('when the provider cannot be reached, then starting a sign-in answers 503', async () => {
    const down = await startTestPortal(database.db, {
      oidc: oidcConfig({ issuer: 'http://127.0.0.1:9' }),
    });
    try {
      const response = await request(down.baseUrl).post('/api/auth/sso/start');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ code: 'sso.providerUnavailable' });
    } finally {
      await down.close();
    }
  });

  test('when no provider is configured, then the sign-on calls answer 403 and GET /login names none', async () => {
    const plain = await startTestPortal(database.db);
    try {
      expect((await request(plain.baseUrl).get('/api/login')).body).toEqual({ loginURL: '/login' });
      const start = await request(plain.baseUrl).post('/api/auth/sso/start');
      expect(start.status).toBe(403);
      expect(start.body).toMatchObject({ code: 'sso.disabled' });
    } finally {
      await plain.close();
    }
  });
});
