import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { signedInContext } from './login';
import { PageJournal } from './page-journal';
import { type RunningPortal, startPortal } from './portal';

/** Chromium reports what the Content-Security-Policy blocked as a console error naming it. */
function isPolicyViolation(message: ConsoleMessage): boolean {
  return message.type() === 'error' && /Content Security Policy/i.test(message.text());
}

/**
 * One portal and one Chromium for a test file, started in beforeAll and stopped in afterAll;
 * `portalEnv` adds to the portal's environment.
 */
export function usePortalAndBrowser(portalEnv: Record<string, string> = {}) {
  const session = {} as { portal: RunningPortal; browser: Browser };
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  const journal = new PageJournal();
  const recordViolations = (context: BrowserContext) => {
    journal.watch(context);
    context.on('console', (message) => {
      if (isPolicyViolation(message))
        violations.push(`${message.location().url || message.page()?.url()}: ${message.text()}`);
    });
  };

  beforeAll(async () => {
    session.portal = await startPortal(portalEnv);
    session.browser = await launchChromium();
  });

  beforeEach(() => journal.reset());

  // No journey expects the portal's Error dialog: one left open means a call failed unnoticed.
  // Nor anything the Content-Security-Policy blocked, in any page or frame of the journey.
  // A failed journey prints what its pages showed and did (`journey-environment.cjs`).
  afterEach(async () => {
    const open = contexts.splice(0);
    if ((globalThis as { journeyFailed?: boolean }).journeyFailed) {
      console.log(await journal.describe(open.flatMap((context) => context.pages())));
    }
    const errors = violations.splice(0).map((text) => `Content-Security-Policy: ${text}`);
    for (const page of open.flatMap((context) => context.pages())) {
      const dialog = page.getByRole('alertdialog', { name: 'Error', exact: true });
      if ((await dialog.count()) > 0) errors.push(`${page.url()}: ${await dialog.textContent()}`);
    }
    await Promise.all(open.map((context) => context.close()));
    if (errors.length > 0)
      throw new Error(`Error dialog or policy violation:\n${errors.join('\n')}`);
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
      const context = await signedInContext(
        session.browser,
        session.portal.url,
        username,
        recordViolations,
      );
      contexts.push(context);
      return context.newPage();
    },
    /** A page in a fresh context with no session (the login page's view), not yet navigated. */
    async pageSignedOut(): Promise<Page> {
      const context = await session.browser.newContext();
      recordViolations(context);
      contexts.push(context);
      return context.newPage();
    },
  };
}
