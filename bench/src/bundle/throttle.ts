import type { CDPSession, Page } from 'playwright-core';

/**
 * Lighthouse's "slow 4G" mobile profile: 1.6 Mbps down, 750 kbps up, 150 ms round trip, and a
 * CPU four times slower than this machine's: a quarter of whatever it has free, so on a busy
 * machine times move by a second or more between runs (bytes and requests do not). Compare the
 * federated and monolith rows of one quiet run.
 */
export const SLOW_4G = {
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  latencyMs: 150,
  cpuSlowdown: 4,
} as const;

/**
 * Throttles a page's network and CPU through the DevTools protocol, before it navigates; returns
 * the session, its `Network` domain enabled.
 */
export async function throttle(page: Page, profile = SLOW_4G): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBitsPerSecond / 8,
    uploadThroughput: profile.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return cdp;
}
