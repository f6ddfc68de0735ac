import type { Browser } from 'playwright-core';
import { percentile } from '../list/timing';
import { type SignedInState, signedInBrowserContext } from './signed-in';

/** Latency the DevTools protocol adds to every request in the slow runs. */
export const ADDED_LATENCY_MS = 200;

/** Round trips in series before the list shows, from the same load with and without latency. */
export interface RoundTrips {
  /** Median ms to the first ticket row, no latency added. */
  plainMs: number;
  /** The same with `ADDED_LATENCY_MS` on every request. */
  slowMs: number;
  /** (slow − plain) ÷ added latency: requests that had to wait for one another. */
  roundTrips: number;
}

/**
 * Ms from navigation start to the first ticket row, in a fresh context with the HTTP cache
 * disabled, every request delayed by `latencyMs` and neither bandwidth nor CPU throttled.
 */
async function msToFirstRow(
  browser: Browser,
  signedIn: SignedInState,
  path: string,
  latencyMs: number,
): Promise<number> {
  const context = await signedInBrowserContext(browser, signedIn);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto(`${signedIn.baseUrl}${path}`, { waitUntil: 'commit' });
    await page.getByRole('list').getByRole('link').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

/**
 * The issue-26 latency method: a chain of N requests, each waiting for the one before, takes
 * N × the added latency longer, whatever the bandwidth; loads alternate so a busy moment of the
 * machine falls on both sides.
 */
export async function countRoundTrips(
  browser: Browser,
  signedIn: SignedInState,
  path: string,
  runs: number,
): Promise<RoundTrips> {
  const plain: number[] = [];
  const slow: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    plain.push(await msToFirstRow(browser, signedIn, path, 0));
    slow.push(await msToFirstRow(browser, signedIn, path, ADDED_LATENCY_MS));
  }
  const plainMs = percentile(plain, 0.5);
  const slowMs = percentile(slow, 0.5);
  return { plainMs, slowMs, roundTrips: (slowMs - plainMs) / ADDED_LATENCY_MS };
}
