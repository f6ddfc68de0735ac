import { loadavg } from 'node:os';
import type { Locator, Page, Request } from 'playwright-core';

/**
 * What "visible" means for one click, checked in the page on every DOM change: an element
 * matching `selector` that is laid out (and holds `text` in its text or accessible label, when
 * given); with `settled`, also
 * nothing on the page still loading (no skeleton, no `aria-busy="true"`, no slot "loading").
 */
export interface Shown {
  selector: string;
  text?: string;
  settled?: boolean;
}

/** One API call the click caused: its path and the server's time (request sent → first byte). */
export interface ApiCall {
  path: string;
  serverMs: number;
  /** When the browser sent it (epoch ms). */
  startedAt: number;
}

/** One timed click. */
export interface ClickTime {
  /** ms from the click event to the frame after `Shown` first held. */
  ms: number;
  /** The API calls sent from the click until just after it showed, each timed once answered. */
  api: ApiCall[];
  /** The machine's 1-minute load average when the click was made. */
  load: number;
}

/** In the page: resolves with ms from the next click to the frame after `shown` holds. */
function clickToShown(shown: Shown): Promise<{ clickedAt: number; ms: number }> {
  const loading = '.portal-skeleton, [aria-busy="true"], .remote-loading';
  const holds = () => {
    const match = Array.from(document.querySelectorAll(shown.selector)).some(
      (element) =>
        element.getClientRects().length > 0 &&
        (shown.text === undefined ||
          `${element.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''}`.includes(
            shown.text,
          )),
    );
    return match && !(shown.settled && document.querySelector(loading));
  };
  return new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp;
        const done = () =>
          requestAnimationFrame(() =>
            resolve({
              clickedAt: performance.timeOrigin + clickedAt,
              ms: performance.now() - clickedAt,
            }),
          );
        if (holds()) return done();
        const observer = new MutationObserver(() => {
          if (!holds()) return;
          observer.disconnect();
          done();
        });
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      },
      { capture: true, once: true },
    );
  });
}

/** API requests of a page, with when each started (epoch ms) and, once answered, its timing. */
function watchApi(page: Page) {
  const sent = new Map<Request, number>();
  const answered = new Map<Request, ApiCall>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const onRequest = (request: Request) => {
    if (isApi(request)) sent.set(request, Date.now());
  };
  const onEnd = (request: Request) => {
    if (!sent.has(request)) return;
    const timing = request.timing();
    answered.set(request, {
      path: `${request.method()} ${new URL(request.url()).pathname}`,
      serverMs: Math.max(0, timing.responseStart - timing.requestStart),
      startedAt: timing.startTime,
    });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    /**
     * The calls the browser sent from `from` (epoch ms) until `until`, once every one answered.
     * This process hears of a request a little late, so its own clock only narrows the search.
     */
    async between(from: number, until: number): Promise<ApiCall[]> {
      const near = () =>
        [...sent.entries()].filter(([, at]) => at >= from - 100 && at <= until + 500);
      const deadline = Date.now() + 30_000;
      while (near().some(([request]) => !answered.has(request)) && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 20));
      }
      return near()
        .flatMap(([request]) => answered.get(request) ?? [])
        .filter((call) => call.startedAt >= from && call.startedAt <= until);
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}

const SENT_AFTER_SHOWN_MS = 50;
/** A click whose change never shows stops the bench with its name rather than hanging. */
const NEVER_SHOWN_MS = 60_000;

function failAfter(ms: number, what: string): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`${what}: not shown within ${ms} ms`)), ms).unref();
  });
}

/** Clicks `target` and times it until `shown`, with the API calls it caused. */
export async function timeClick(
  page: Page,
  target: Locator,
  shown: Shown,
  name: string,
): Promise<ClickTime> {
  await target.waitFor();
  const api = watchApi(page);
  try {
    const measuring = page.evaluate(clickToShown, shown);
    const load = loadavg()[0] ?? 0;
    await target.click();
    const { clickedAt, ms } = await Promise.race([
      measuring,
      failAfter(NEVER_SHOWN_MS, `${name} (${JSON.stringify(shown)})`),
    ]);
    // An optimistic change shows before its call has left: calls sent just after count too.
    const calls = await api.between(clickedAt, clickedAt + ms + SENT_AFTER_SHOWN_MS);
    return { ms, api: calls, load };
  } finally {
    api.stop();
  }
}
