import type { Page } from 'playwright-core';
import { type RunningOidcProvider, startOidcProvider } from '../support/oidc-provider';
import { freePort } from '../support/portal';
import { usePortalAndBrowser } from '../support/portal-session';

// Single sign-on with the community's own OpenID Connect provider (a real one, oidc-provider,
// started here): the login page offers it beside the local form; the provider's claims make the
// account and, at each sign-in, its power and roles; logging out ends the session at both ends.
const PROVIDER_NAME = 'Cuenta del juego';
const portalEnv: Record<string, string> = {};
let provider: RunningOidcProvider;

beforeAll(async () => {
  // The provider must know the portal's address before either starts.
  const port = await freePort();
  const portalUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(portalUrl);
  Object.assign(portalEnv, {
    PORT: String(port),
    PUBLIC_URL: portalUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_SCOPES: 'openid profile portal',
    OIDC_PROVIDER_NAME: PROVIDER_NAME,
    OIDC_POWER_CLAIM: 'portal_power',
    OIDC_ROLES_CLAIM: 'portal_roles',
  });
});

const portal = usePortalAndBrowser(portalEnv);

afterAll(() => provider?.stop());

/** From the portal's login page through the provider's sign-in form, back to the home list. */
async function signInWithProvider(page: Page, login: string): Promise<void> {
  await page.goto(`${portal.url}/`);
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: `Iniciar sesión con ${PROVIDER_NAME}` }).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL((url) => url.origin === portal.url && !url.pathname.startsWith('/login'));
}

async function logOutEverywhere(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // The provider asks before ending its own session, then sends the browser to the login page.
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL(`${portal.url}/login`);
}

const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('portal.token'));

test('a community member signs in with the provider, gets the power its claims give, and logs out at both ends', async () => {
  provider.setAccount('ana', {
    preferred_username: 'Ana Staff',
    portal_power: 2,
    portal_roles: [],
  });
  const page = await portal.pageSignedOut();
  // The home list's first call is held until the portal has ended the session, and comes back
  // refused before logout's own answer does (as it did in CI): that refusal must not start a trip
  // to the login page, which aborted the provider's sign-out and left her signed in there.
  // The routes stay for the page's life (Playwright lets paused requests go once none is left).
  const loginAddressAsks: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${portal.url}/api/login`) loginAddressAsks.push(page.url());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let firstLogout = true;
  await page.route(`${portal.url}/api/tickets`, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(`${portal.url}/api/logout`, async (route) => {
    if (!firstLogout) return route.continue();
    firstLogout = false;
    const ended = await route.fetch();
    const refused = page.waitForResponse(`${portal.url}/api/tickets`);
    release();
    expect((await refused).status()).toBe(401);
    await route.fulfill({ response: ended });
  });

  // The local form is still there for local accounts.
  await page.goto(`${portal.url}/login`);
  await page.getByRole('button', { name: 'Entrar' }).waitFor();

  await signInWithProvider(page, 'ana');
  const bar = page.getByRole('navigation', { name: 'Cuenta' });
  await bar.getByText('Ana Staff').waitFor();
  // Staff (power 2) but no administrator: no admin panel link.
  await page.getByRole('link', { name: 'Mis valoraciones' }).waitFor();
  expect(await bar.getByRole('link', { name: 'Panel de administración' }).count()).toBe(0);
  // The provider's one-time code is out of the address, and the session token never was in it.
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(page.url()).not.toMatch(/code=|token/);

  const asksBeforeLogout = loginAddressAsks.length;
  await logOutEverywhere(page);
  // Only the login page itself, once there, may ask for the login address.
  const askedOnTheWay = loginAddressAsks
    .slice(asksBeforeLogout)
    .filter((at) => at !== `${portal.url}/login`);
  expect(askedOnTheWay).toEqual([]);
  expect(await storedToken(page)).toBeNull();
  const refused = await fetch(`${portal.url}/api/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(401);

  // The provider makes her an administrator: the next sign-in brings the power to the same account.
  provider.setAccount('ana', {
    preferred_username: 'Ana Admin',
    portal_power: 100,
    portal_roles: ['support'],
  });
  await signInWithProvider(page, 'ana');
  await bar.getByText('Ana Admin').waitFor();
  await bar.getByRole('link', { name: 'Panel de administración' }).click();
  await page.waitForURL(`${portal.url}/panel`);
  await logOutEverywhere(page);
});

test('an answer that does not belong to this browser’s sign-in is refused in the user’s language', async () => {
  const page = await portal.pageSignedOut();
  await page.goto(`${portal.url}/login/sso/callback?code=forged&state=forged`);
  await page
    .getByRole('alert')
    .filter({ hasText: 'El inicio de sesión ha caducado o se empezó en otro navegador.' })
    .waitFor();
  expect(page.url()).toBe(`${portal.url}/login/sso/callback`);
  expect(await storedToken(page)).toBeNull();
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await page.getByRole('button', { name: `Iniciar sesión con ${PROVIDER_NAME}` }).waitFor();
});
