import { signedInContext } from '@portal/e2e/support/login';
import type { Browser, BrowserContext, Page } from 'playwright-core';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A person's session on one portal, saved once and handed to every fresh context. */
export interface SignedInState {
  baseUrl: string;
  storageState: StorageState;
}

/** Logs `username` in through the portal's login page once and keeps the session. */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  username: string,
): Promise<SignedInState> {
  const context = await signedInContext(browser, baseUrl, username);
  try {
    return { baseUrl, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** A fresh context (empty cache) already signed in. */
export function signedInBrowserContext(
  browser: Browser,
  signedIn: SignedInState,
): Promise<BrowserContext> {
  return browser.newContext({ storageState: signedIn.storageState });
}

/** A page in a fresh signed-in context, and how to close that context. */
export async function signedInPage(
  browser: Browser,
  signedIn: SignedInState,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await signedInBrowserContext(browser, signedIn);
  return { page: await context.newPage(), close: () => context.close() };
}
