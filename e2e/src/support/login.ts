import type { Browser, BrowserContext, Page } from 'playwright-core';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

/** Logs in through the portal's own login page, as a person would, and waits for the home list. */
export async function loginThroughPage(page: Page, baseUrl: string, username: string, path = '/') {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/login/);
  await page.getByLabel(/usuario|username/i).fill(username);
  await page.getByLabel(/contraseña|password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /entrar|iniciar sesión|log in|sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A fresh browser context (empty cache) already holding `username`'s session. `watch` sees the
 * login page's context and the returned one as they open.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  username: string,
  watch: (context: BrowserContext) => void = () => {},
): Promise<BrowserContext> {
  const loginContext = await browser.newContext();
  watch(loginContext);
  await loginThroughPage(await loginContext.newPage(), baseUrl, username);
  const storageState = await loginContext.storageState();
  await loginContext.close();
  const context = await browser.newContext({ storageState });
  watch(context);
  return context;
}
