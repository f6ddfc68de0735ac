import { useDemoDatabase } from './demo-portal';
import { logInAll, post } from './state-helpers';
import { countingStatements } from './statement-counter';
import { startTestPortal, type TestPortal } from './test-portal';

/**
 * Statements of their own, whatever else runs: the outbox's round looking for events a dead
 * instance left, presence marking the accounts with a socket as seen (on connecting, and on a
 * timer), and sessions checked again (a viewer's cache lapsed on a slow machine, the sockets' timer).
 */
const isOwnRound = (text: string) =>
  text.startsWith('update "live_outbox"') ||
  text.startsWith('update "accounts" set "last_seen_at"') ||
  text.includes('"sessions"');

/**
 * For one test file: the demo portal on a database that keeps the SQL of every statement, with
 * `users` signed in and their sessions read once (a first call reads and caches each).
 * `statementsOf` answers what a call sent, its live events sent and cleared from the outbox
 * included, rounds of the portal's own left out.
 */
export function useCountingPortal(users: readonly string[]) {
  let portal: TestPortal | undefined;
  afterAll(async () => {
    await portal?.close();
  });
  const database = useDemoDatabase();
  let counted: ReturnType<typeof countingStatements>['counted'] | undefined;
  let token: ((username: string) => string) | undefined;
  beforeAll(async () => {
    const counting = countingStatements(database.db);
    counted = counting.counted;
    portal = await startTestPortal(counting.db);
    token = await logInAll(portal, [...users]);
    for (const user of users) {
      expect((await post(portal, token(user), '/tickets', {})).status).toBe(200);
    }
  });
  const started = () => {
    if (!portal || !counted || !token) throw new Error('the portal starts in beforeAll');
    return { portal, counted, token };
  };
  return {
    database,
    get running() {
      return started().portal;
    },
    token: (username: string) => started().token(username),
    async statementsOf(call: () => Promise<unknown>): Promise<string[]> {
      const { portal: running, counted: sent } = started();
      await running.server.live.flushed();
      sent.sql.length = 0;
      await call();
      await running.server.live.flushed();
      return sent.sql.filter((text) => !isOwnRound(text));
    },
  };
}
