import type { Locator, Page } from 'playwright-core';

/** A phone, the in-game browser, a laptop and a wide desktop: every screen must fit each. */
export const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 800, height: 600 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

/**
 * What sticks out sideways: the page scrolling, or a visible element past the edges of `within`
 * (the viewport when not given). An SVG's own drawing is left out: it clips itself (the header
 * landscape is cropped on purpose).
 */
export async function sidewaysOverflow(page: Page, within?: Locator): Promise<string[]> {
  const container = within ? await within.elementHandle() : null;
  return page.evaluate((box) => {
    const root = document.documentElement;
    const edges = box?.getBoundingClientRect() ?? { left: 0, right: root.clientWidth };
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`page is ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    }
    for (const element of (box ?? document.body).querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (element.parentElement?.closest('svg')) continue;
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > edges.right + 1 || rect.left < edges.left - 1) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        problems.push(`${name} spans ${Math.round(rect.left)}–${Math.round(rect.right)}px`);
      }
    }
    return problems.slice(0, 10);
  }, container);
}
