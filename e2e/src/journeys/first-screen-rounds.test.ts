import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/portal-session';
import { remoteCli, variantOfBuild } from '../support/remote-releases';

const registryDir = mkdtempSync(join(tmpdir(), 'portal-registry-'));
const portal = usePortalAndBrowser({ REMOTE_REGISTRY_DIR: registryDir });
const ADDED_LATENCY_MS = 200;

/** A request that went to the network: its address and when it started and ended (s). */
interface SentRequest {
  url: string;
  start: number;
  end: number;
  /** When it started, in ms since the epoch (to compare with the page's clock). */
  sentAt: number;
  /**
   * Started by the page's own HTML (its parser or its inline script), so it waited for nothing
   * but the page: a busy browser may start it late, after another request ended, without it
   * having waited for that one.
   */
  namedByPage: boolean;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[] };
}

/** The page's HTML asked for it: its parser, or a script written inline in the page. */
function isNamedByPage({ type, url, stack }: Initiator, pageUrl: string): boolean {
  if (type === 'parser') return url === pageUrl;
  if (type === 'script') return stack?.callFrames[0]?.url === pageUrl;
  return false;
}

/**
 * Not part of the first screen: the browser asks for the icon whenever it likes, and the live
 * channel opens once the page shows.
 */
function isFirstScreenRequest(url: string): boolean {
  const { pathname, protocol } = new URL(url);
  return (
    protocol.startsWith('http') &&
    pathname !== '/favicon.svg' &&
    !pathname.startsWith('/socket.io/')
  );
}

/**
 * Records, through the DevTools protocol with the HTTP cache disabled and latency added, every
 * request of the page that went to the network; what the page took from its own preloads is not
 * a request. Returns a snapshot: the requests finished or still pending when it is called.
 */
async function recordRequests(page: Page, pageUrl: string): Promise<() => SentRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Each answer comes 200 ms late, as on a slow line: a request that waits for another starts
  // after it ended, while two the page starts side by side cannot be set apart by a busy CPU.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ADDED_LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const requests = new Map<string, SentRequest>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime, initiator }) => {
    if (isFirstScreenRequest(request.url)) {
      requests.set(requestId, {
        url: request.url,
        start: timestamp,
        end: Number.POSITIVE_INFINITY,
        sentAt: wallTime * 1000,
        namedByPage: isNamedByPage(initiator, pageUrl),
      });
    }
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    requests.delete(requestId);
  });
  const ended = ({ requestId, timestamp }: { requestId: string; timestamp: number }) => {
    const request = requests.get(requestId);
    if (request) request.end = timestamp;
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return () => [...requests.values()].map((request) => ({ ...request }));
}

/**
 * Round trips in series: the page's own request is round 1 and what its HTML names round 2; any
 * other request that started after another one ended may have waited for it, so it is one round
 * deeper than the deepest such request.
 */
function roundsOf(requests: SentRequest[]): Map<SentRequest, number> {
  const rounds = new Map<SentRequest, number>();
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const before = [...rounds.entries()].filter(([other]) => other.end <= request.start);
    const waitedFor = request.namedByPage ? before.filter(([, round]) => round === 1) : before;
    rounds.set(request, 1 + Math.max(0, ...waitedFor.map(([, round]) => round)));
  }
  return rounds;
}

/** The remote folders (`/remotes/<folder>/`, `/releases/<folder>/…`) the requests named. */
function remoteFolders(requests: SentRequest[]): Set<string> {
  const folders = requests.map(
    ({ url }) => /^\/(?:remotes|releases)\/([^/]+)\//.exec(new URL(url).pathname)?.[1],
  );
  return new Set(folders.filter((folder): folder is string => folder !== undefined));
}

/** In the page: notes (ms since the epoch) when a link first shows inside a list. */
function noteFirstRow() {
  const marks = window as unknown as { firstRowAt?: number };
  new MutationObserver(() => {
    if (marks.firstRowAt === undefined && document.querySelector('ul a[href]')) {
      marks.firstRowAt = Date.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Loads `path` as player1 and returns the requests sent until the first ticket row shows; what
 * the page asks for once it shows (code loaded after the list is usable) is not the first screen.
 */
async function firstScreenRequests(path: string): Promise<SentRequest[]> {
  const page = await portal.pageAs('player1');
  await page.addInitScript(noteFirstRow);
  const pageUrl = `${portal.url}${path}`;
  const sentSoFar = await recordRequests(page, pageUrl);
  await page.goto(pageUrl);
  await page.getByRole('list').getByRole('link').first().waitFor();
  const firstRowAt = await page.evaluate(
    () => (window as unknown as { firstRowAt?: number }).firstRowAt ?? Number.POSITIVE_INFINITY,
  );
  return sentSoFar().filter(({ sentAt }) => sentAt <= firstRowAt);
}

/** Each request's round, address and ms from the first request to its start and end. */
function describeRounds(requests: SentRequest[]): string[] {
  const origin = Math.min(...requests.map(({ start }) => start));
  const ms = (at: number) => Math.round((at - origin) * 1000);
  return [...roundsOf(requests).entries()].map(
    ([request, round]) =>
      `${round} ${new URL(request.url).pathname} ${ms(request.start)}–${ms(request.end)} ms${request.namedByPage ? ' (named by the page)' : ''}`,
  );
}

/** Nothing deeper than two rounds; on failure, every request with its round. */
function expectTwoRounds(requests: SentRequest[]): void {
  const deeper = describeRounds(requests).filter((line) => !/^[12] /.test(line));
  expect({ deeper, all: deeper.length > 0 ? describeRounds(requests) : [] }).toEqual({
    deeper: [],
    all: [],
  });
}

test.each(['/', '/?client=ingame'])(
  'when a player opens %s, then its requests form at most two rounds and name no staff or admin remote',
  async (path) => {
    const requests = await firstScreenRequests(path);
    expectTwoRounds(requests);
    expect(remoteFolders(requests)).toEqual(new Set(['mf-tickets']));
    expect(requests.map(({ url }) => new URL(url).pathname)).toEqual(
      expect.arrayContaining(['/api/bootstrap', '/remotes/mf-tickets/remoteEntry.js']),
    );
  },
);

test('when mf-tickets is published, then the next load names the new release and still takes two rounds', async () => {
  const renamed = variantOfBuild('mf-tickets', (_file, text) =>
    text.replaceAll('Mis tickets', 'Mis consultas'),
  );
  const published = remoteCli(registryDir, ['publish', 'mf-tickets', '--from', renamed]);
  expect(published.status).toBe(0);

  const requests = await firstScreenRequests('/');
  const release = requests.filter(({ url }) => url.includes('/releases/mf-tickets/'));
  expect(release.map(({ url }) => new URL(url).pathname)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/releases\/mf-tickets\/[0-9a-f]{12}\/remoteEntry\.js$/),
    ]),
  );
  expect(requests.some(({ url }) => url.includes('/remotes/mf-tickets/'))).toBe(false);
  expectTwoRounds(requests);
});
