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

  // No journey expects the portal's Error dialog: one left open means a call failed unnoticed.
  afterEach(async () => {
    const open = contexts.splice(0);
    const errors: string[] = [];
    for (const page of open.flatMap((context) => context.pages())) {
      const dialog = page.getByRole('alertdialog', { name: 'Error', exact: true });
      if ((await dialog.count()) > 0) errors.push(`${page.url()}: ${await dialog.textContent()}`);
    }
    await Promise.all(open.map((context) => context.close()));
    if (errors.length > 0) throw new Error(`Error dialog shown:\n${errors.join('\n')}`);
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
