import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { signedInContext } from './login';
import { type RunningPortal, startPortal } from './portal';

/** One portal and one Chromium for a test file, started in beforeAll and stopped in afterAll. */
export function usePortalAndBrowser() {
  const session = {} as { portal: RunningPortal; browser: Browser };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    session.portal = await startPortal();
    session.browser = await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await session.browser?.close();
    await session.portal?.stop();
  });

  return {
    get url() {
      return session.portal.url;
    },
    /** A page in a fresh context signed in as `username`, not yet navigated. */
    async pageAs(username: string): Promise<Page> {
      const context = await signedInContext(session.browser, session.portal.url, username);
      contexts.push(context);
      return context.newPage();
    },
  };
}
