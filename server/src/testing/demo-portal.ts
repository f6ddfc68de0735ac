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
 * One test file's (or `describe`'s) database: freshly migrated with the demo community, opened in
 * a `beforeAll` and closed in an `afterAll`, read through the returned stand-in. Hooks run in
 * declaration order, so the file's own later `beforeAll` sees it seeded; `afterAll`s do too, so
 * whatever must stop before the database closes (a portal on it) declares its `afterAll` first.
 */
export function useDemoDatabase(): TestDatabase {
  let opened: TestDatabase | undefined;
  const current = (): TestDatabase => {
    if (!opened) {
      throw new Error('the demo database opens in beforeAll: read it inside a hook or test');
    }
    return opened;
  };
  beforeAll(async () => {
    opened = await openTestDatabase();
    await seedTestDemo(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    get schema() {
      return current().schema;
    },
    close: () => current().close(),
    openSibling: () => current().openSibling(),
    withTwoSessions: (work) => current().withTwoSessions(work),
  };
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
  let portal: TestPortal | undefined;
  // Before useDemoDatabase's: the portal stops before its database closes.
  afterAll(async () => {
    await portal?.close();
  });
  const database = useDemoDatabase();
  beforeAll(async () => {
    portal = await startTestPortal(database.db, overrides());
    ready({ database, portal, token: await logInAll(portal, usernames) });
  });
}
