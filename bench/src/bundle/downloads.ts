import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import type { Download } from './parts';
import { type SignedInState, signedInPage } from './signed-in';

/** Whether a response is the page's own file rather than API or live-channel traffic. */
function isPageFile(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/socket.io/');
}

/**
 * Every file (not API or socket traffic) the browser downloads for `path` in a fresh context
 * (empty cache), until the page shows `readyText` and the network is idle.
 */
export async function recordDownloads(
  browser: Browser,
  signedIn: SignedInState,
  path: string,
  readyText: RegExp,
): Promise<Download[]> {
  const { page, close } = await signedInPage(browser, signedIn);
  try {
    const pending: Promise<Download | null>[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (!isPageFile(url.pathname)) return;
      pending.push(
        response
          .body()
          .then((body) => ({ path: url.pathname, raw: body.length, gzip: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(`${signedIn.baseUrl}${path}`);
    await page.getByText(readyText).first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((download): download is Download => !!download);
  } finally {
    await close();
  }
}
