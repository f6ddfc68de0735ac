import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import type { Download } from './parts';
import { type SignedInState, signedInPage } from './signed-in';

/** Whether a response is the page's own file rather than API or live-channel traffic. */
function isPageFile(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/socket.io/');
}

/** The list's first ticket row (a link in a list), as the journeys find it. */
const FIRST_ROW = 'ul a[href], ol a[href], [role="list"] a[href]';

/** In the page: notes (epoch ms) when the first ticket row is in the document. */
function noteFirstRow(selector: string) {
  const marks = window as unknown as { __benchFirstRowAt?: number };
  const check = () => {
    if (marks.__benchFirstRowAt === undefined && document.querySelector(selector)) {
      marks.__benchFirstRowAt = Date.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/**
 * Every file (not API or socket traffic) the browser downloads for `path` in a fresh context
 * (empty cache), until the page shows `readyText` and a ticket row and the network is idle; each
 * marked `afterList` when it was asked for after the first ticket row showed.
 */
export async function recordDownloads(
  browser: Browser,
  signedIn: SignedInState,
  path: string,
  readyText: RegExp,
): Promise<Download[]> {
  const { page, close } = await signedInPage(browser, signedIn);
  try {
    await page.addInitScript(noteFirstRow, FIRST_ROW);
    const pending: Promise<(Omit<Download, 'afterList'> & { startedAt: number }) | null>[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (!isPageFile(url.pathname)) return;
      const startedAt = response.request().timing().startTime;
      pending.push(
        response
          .body()
          .then((body) => ({
            path: url.pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
            startedAt,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${signedIn.baseUrl}${path}`);
    await page.getByText(readyText).first().waitFor();
    await page.locator(FIRST_ROW).first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstRowAt = await page.evaluate(
      () => (window as unknown as { __benchFirstRowAt?: number }).__benchFirstRowAt ?? Infinity,
    );
    return (await Promise.all(pending))
      .filter((download) => download !== null)
      .map(({ startedAt, ...download }) => ({ ...download, afterList: startedAt > firstRowAt }));
  } finally {
    await close();
  }
}
