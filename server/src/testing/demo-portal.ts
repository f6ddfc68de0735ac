import type { PortalServerConfig } from '../app/portal-server';
import { logInAll } from './state-helpers';
import { openTestDatabase, type TestDatabase } from './test-database';
import { seedTestDemo, startTestPortal, type TestPortal } from './test-portal';

export interface DemoPortal {
  database: TestDatabase;
  portal: TestPortal;
  /** The session token of one of the logged-in demo users. */
  token: (username: string) => string;
}

/**
 * One test file's portal: a freshly migrated database with the demo community, the app on a
 * free port and `usernames` logged in. Built before the file's tests and handed to `ready`;
 * closed after them. `overrides` is read when the portal starts (after earlier `beforeAll`s).
 */
export function useDemoPortal(
  usernames: readonly string[],
  ready: (demo: DemoPortal) => void,
  overrides: () => Partial<PortalServerConfig> = () => ({}),
): void {
  let demo: DemoPortal | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await seedTestDemo(database.db);
    const portal = await startTestPortal(database.db, overrides());
    demo = { database, portal, token: await logInAll(portal, usernames) };
    ready(demo);
  });
  afterAll(async () => {
    await demo?.portal.close();
    await demo?.database.close();
  });
}
