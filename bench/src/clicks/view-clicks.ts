import type { Browser } from 'playwright-core';
import { type SignedInState, signedInPage } from '../bundle/signed-in';
import { type ClickTime, timeClick } from './click-timer';

/** A view opened by a link, and the element that says it is there. */
export interface View {
  name: string;
  /** The link's address, on the page the click starts from. */
  href: string;
  /** Where the clicks start (the page is loaded there once). */
  from: string;
  /** Back to `from` in the page's history after it (no reload), for the next view's link. */
  back: boolean;
  /** An element of the view itself (the page under it may look alike). */
  selector: string;
}

/** Supervisor's views, from the list's links. */
export const STAFF_VIEWS: readonly View[] = [
  ['Statistics', '/staff/statistics', 'staffStatistics'],
  ['Response Time', '/staff/response-time', 'staffResponseTime'],
  ['My Reviews', '/staff/my-reviews', 'staffMyReviews'],
].map(([name, href, slot]) => ({
  name: name as string,
  href: href as string,
  from: '/',
  back: true,
  selector: `[data-remote-slot="${slot}"] #ss-view-title`,
}));

/**
 * The administrator's panel tabs, each from the one before through the panel's own sidebar
 * (incidents included); the panel opens on the dashboard, so it comes last.
 */
export const ADMIN_VIEWS: readonly View[] = [
  ...['staff', 'tickets', 'users', 'tokens', 'config'].map((section) => panelTab(section)),
  {
    name: 'incidents',
    href: '/admin/incidents',
    from: '/panel',
    back: false,
    selector: '[data-remote-slot="adminIncidents"] a[href="/admin/incidents"][aria-current="page"]',
  },
  panelTab('dashboard'),
];

function panelTab(section: string): View {
  return {
    name: `panel #${section}`,
    href: `/panel#${section}`,
    from: '/panel',
    back: false,
    selector: `[data-remote-slot="adminPanel"] a[href="/panel#${section}"][aria-current="page"]`,
  };
}

/**
 * Each view opened `runs` times by its link, until it is drawn whole (nothing loading); one page
 * for all, so the first run of a remote's first view also loads that remote.
 */
export async function timeViews(
  browser: Browser,
  signedIn: SignedInState,
  views: readonly View[],
  runs: number,
): Promise<Map<string, ClickTime[]>> {
  const times = new Map<string, ClickTime[]>(views.map((view) => [view.name, []]));
  const { page, close } = await signedInPage(browser, signedIn);
  try {
    await page.goto(`${signedIn.baseUrl}${views[0]?.from ?? '/'}`);
    for (let run = 0; run < runs; run += 1) {
      for (const view of views) {
        await page.waitForLoadState('networkidle');
        const link = page.locator(`a[href="${view.href}"]`).first();
        times
          .get(view.name)
          ?.push(
            await timeClick(page, link, { selector: view.selector, settled: true }, view.name),
          );
        await page.waitForLoadState('networkidle');
        if (view.back) await page.goBack();
      }
    }
  } finally {
    await close();
  }
  return times;
}
