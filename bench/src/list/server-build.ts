import { join } from 'node:path';
import { REPO_ROOT } from '@portal/e2e/support/portal';

/** A module of the server's own build (`server/dist`), so the bench runs exactly the server's SQL. */
export function serverBuild<T>(path: string): T {
  return require(join(REPO_ROOT, 'server/dist', path)) as T;
}
