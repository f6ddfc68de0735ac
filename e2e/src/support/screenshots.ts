import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './portal';

/**
 * Journeys photograph what they show; the pictures land in `e2e/artifacts/` (ignored by git),
 * or in `docs/screenshots/` for the README when `UPDATE_SCREENSHOTS=1`.
 */
export async function screenshot(target: Page | Locator, name: string): Promise<void> {
  const folder =
    process.env.UPDATE_SCREENSHOTS === '1'
      ? join(REPO_ROOT, 'docs/screenshots')
      : join(REPO_ROOT, 'e2e/artifacts');
  mkdirSync(folder, { recursive: true });
  await target.screenshot({ path: join(folder, `${name}.png`) });
}
