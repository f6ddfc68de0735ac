import { allowedSorts, defaultSort } from '@portal/shared/contract';
import type { Browser, BrowserContext } from 'playwright-core';
import { type SignedInState, signedInBrowserContext } from './signed-in';
import { throttle } from './throttle';
import { type WireTraffic, watchWireTraffic } from './wire-traffic';

const PLAYER = { power: 0 };
/** A sort a player may choose that is not already chosen, so choosing it changes the form. */
const OTHER_SORT = allowedSorts(PLAYER).find((sort) => sort !== defaultSort(PLAYER));

/** One load: ms to a usable list, and the page files fetched over the network until then. */
export interface UsableLoad extends WireTraffic {
  ms: number;
}

export interface UsableTimes {
  /** A fresh context: nothing cached. */
  cold: UsableLoad[];
  /** A second page in the same context, right after the cold one: the HTTP cache is warm. */
  warm: UsableLoad[];
}

/**
 * Loads `url` throttled and returns the ms from navigation start (the page's
 * `performance.timeOrigin`) until the list is usable: its first ticket row is visible, and
 * choosing another sort in the filter bar has enabled its Apply button (React handled the change).
 */
async function loadUntilUsable(context: BrowserContext, url: string): Promise<UsableLoad> {
  const page = await context.newPage();
  try {
    const wireTraffic = watchWireTraffic(await throttle(page));
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('list').getByRole('link').first().waitFor({ timeout: 120_000 });
    await page.getByLabel(/^(orden|sort)$/i).selectOption(OTHER_SORT ?? 'newest');
    await page
      .getByRole('button', { name: /^(aplicar|apply)$/i })
      .and(page.locator(':enabled'))
      .waitFor();
    const ms = await page.evaluate(() => performance.now());
    return { ms, ...wireTraffic() };
  } finally {
    // Its live connection and timers stay out of the next load.
    await page.close();
  }
}

/** `runs` cold loads of `path`, each followed by a warm one in the same context. */
export async function timeUsableList(
  browser: Browser,
  signedIn: SignedInState,
  path: string,
  runs: number,
): Promise<UsableTimes> {
  const times: UsableTimes = { cold: [], warm: [] };
  const url = `${signedIn.baseUrl}${path}`;
  for (let run = 0; run < runs; run += 1) {
    const context = await signedInBrowserContext(browser, signedIn);
    try {
      times.cold.push(await loadUntilUsable(context, url));
      times.warm.push(await loadUntilUsable(context, url));
    } finally {
      await context.close();
    }
  }
  return times;
}
