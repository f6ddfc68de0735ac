import { axe, toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/**
 * Fails the test with axe-core's findings for `container` (default: the whole body, where
 * portals render). Left out: colour contrast (jsdom computes no styles) and landmarks (a
 * component is checked alone, not inside a page).
 */
export async function expectAccessible(container: Element = document.body): Promise<void> {
  const results = await axe(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results).toHaveNoViolations();
}
