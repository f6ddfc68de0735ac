import { type KyselyPlugin, type RootOperationNode, SelectQueryNode, TableNode } from 'kysely';
import { VIEWER_CACHE_MS } from '../../http/authenticate';
import { useDemoDatabase } from '../../testing/demo-portal';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

const RECHECK_MS = 1_000;
const SOCKETS = 30;

/** The table a select reads first, when it is a plain table. */
function selectedTable(node: RootOperationNode): string | undefined {
  if (!SelectQueryNode.is(node)) return undefined;
  const [from] = node.from?.froms ?? [];
  return from && TableNode.is(from) ? from.table.identifier.name : undefined;
}

let sessionReads = 0;
const countSessionReads: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (selectedTable(node) === 'sessions') sessionReads += 1;
    return node;
  },
  transformResult: async ({ result }) => result,
};

let portal: TestPortal;

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal.close());
const database = useDemoDatabase();

beforeAll(async () => {
  portal = await startTestPortal(database.db.withPlugin(countSessionReads), {
    socketRecheckMs: RECHECK_MS,
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('when many sockets are open, then their sessions are checked again in one read a check, not one per socket', async () => {
  for (let index = 0; index < SOCKETS; index += 1) {
    await portal.connect(await portal.logIn(`player${(index % 3) + 1}`));
  }
  // Over a viewer cache's lifetime and more, so a check per socket reaches the database for each.
  const window = VIEWER_CACHE_MS + 2 * RECHECK_MS;
  const checks = Math.ceil(window / RECHECK_MS) + 1;
  sessionReads = 0;
  await sleep(window);

  // One read of the sessions a check; checking each socket on its own read each one's session
  // (30 here) every time its viewer left the cache.
  expect(sessionReads).toBeGreaterThan(0);
  expect(sessionReads).toBeLessThanOrEqual(checks);
  expect(portal.server.io.of('/').sockets.size).toBe(SOCKETS);
});
