import { randomUUID } from 'node:crypto';
import { createSessionTokens, type SessionTokens } from '../../identity/session-tokens';
import { createPseudonyms } from '../../identity/visual-ids';
import { endSession } from '../../repositories/accounts/sessions-repository';
import { startSession } from '../../services/session/sessions';
import { useDemoDatabase } from '../../testing/demo-portal';
import { accountIdOf } from '../../testing/state-helpers';
import { countingStatements } from '../../testing/statement-counter';
import { createViewerResolver } from '../authenticate';

const SECRET = 'viewer-resolver-test-secret-0123456789abcdef';
let staffId: number;

const database = useDemoDatabase();

beforeAll(async () => {
  staffId = await accountIdOf(database.db, 'staff1');
});

function resolverWith(
  tokens: SessionTokens,
  cacheMs = 5_000,
  sessionIdleSeconds = 3600,
  db = database.db,
) {
  return createViewerResolver(db, tokens, createPseudonyms(SECRET), {
    cacheMs,
    sessionIdleSeconds,
  });
}

/** Runs `check` while staff1's power is `power` in the database, then puts it back. */
async function withPowerChanged(power: number, check: () => Promise<void>): Promise<void> {
  const setPower = (value: number) =>
    database.db.updateTable('accounts').set({ power: value }).where('id', '=', staffId).execute();
  const { power: before } = await database.db
    .selectFrom('accounts')
    .select('power')
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  await setPower(power);
  try {
    await check();
  } finally {
    await setPower(before);
  }
}

describe('viewer resolver', () => {
  test('when a token is used again within the reuse time, then the viewer found first is reused', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const resolver = resolverWith(tokens);
    const token = await startSession(database.db, tokens, staffId);
    const first = await resolver.resolve(token);
    await withPowerChanged(7, async () => {
      expect(await resolver.resolve(token)).toEqual(first);
      expect(await resolverWith(tokens, 0).resolve(token)).toMatchObject({ power: 7 });
    });
  });

  test('when a token is not cached, then its session and its account are read in one statement', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const token = await startSession(database.db, tokens, staffId);
    const { db, counted } = countingStatements(database.db);
    const resolver = resolverWith(tokens, 0, 3600, db);
    expect(await resolver.resolve(token)).toMatchObject({ id: staffId });
    expect(counted.statements).toBe(1);
  });

  test('when many calls bring the same token at once and it is not cached, then it is checked and read once for all of them', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const token = await startSession(database.db, tokens, staffId);
    const { db, counted } = countingStatements(database.db);
    const resolver = resolverWith(tokens, 5_000, 3600, db);
    const viewers = await Promise.all(Array.from({ length: 20 }, () => resolver.resolve(token)));
    expect(new Set(viewers.map((viewer) => viewer?.id))).toEqual(new Set([staffId]));
    expect(counted.statements).toBe(1);
    // Once answered, the next call that misses the cache looks it up again.
    const fresh = resolverWith(tokens, 0, 3600, db);
    await fresh.resolve(token);
    await fresh.resolve(token);
    expect(counted.statements).toBe(3);
  });

  test('when the reuse time has passed, then the account is read again', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const resolver = resolverWith(tokens, 50);
    const token = await startSession(database.db, tokens, staffId);
    await resolver.resolve(token);
    await withPowerChanged(7, async () => {
      await new Promise((wait) => setTimeout(wait, 80));
      expect(await resolver.resolve(token)).toMatchObject({ id: staffId, power: 7 });
    });
  });

  test('when a reused token expires, then it is refused from its expiry on', async () => {
    const tokens = createSessionTokens(SECRET, 2);
    const resolver = resolverWith(tokens, 60_000);
    const token = await startSession(database.db, tokens, staffId);
    expect(await resolver.resolve(token)).toMatchObject({ id: staffId });
    await new Promise((wait) => setTimeout(wait, 2_100));
    expect(await resolver.resolve(token)).toBeUndefined();
  });

  test('when a token is forged or missing, then there is no viewer', async () => {
    const resolver = resolverWith(createSessionTokens(SECRET, 3600));
    const forged = await createSessionTokens('another-secret-0123456789abcdef-0123', 3600).issue(
      staffId,
      randomUUID(),
    );
    expect(await resolver.resolve(forged)).toBeUndefined();
    expect(await resolver.resolve(undefined)).toBeUndefined();
  });

  test('when the session ended (logout), then its token is refused at once on this instance', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const resolver = resolverWith(tokens, 60_000);
    const token = await startSession(database.db, tokens, staffId);
    const viewer = await resolver.resolve(token);
    expect(viewer).toMatchObject({ id: staffId });
    await endSession(database.db, viewer?.sessionId ?? '');
    resolver.forgetSession(viewer?.sessionId ?? '');
    expect(await resolver.resolve(token)).toBeUndefined();
    // Another instance, reading the session afresh, refuses it too.
    expect(await resolverWith(tokens, 0).resolve(token)).toBeUndefined();
  });

  test('when a session was not used for the idle time, then it has ended', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const token = await startSession(database.db, tokens, staffId);
    await database.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 61_000) })
      .execute();
    expect(await resolverWith(tokens, 0, 60).resolve(token)).toBeUndefined();
    expect(await resolverWith(tokens, 0, 120).resolve(token)).toMatchObject({ id: staffId });
  });

  test('when a token names a session of another account, then there is no viewer', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const playerId = await accountIdOf(database.db, 'player1');
    const token = await startSession(database.db, tokens, playerId);
    const { sessionId } = (await tokens.verify(token)) ?? { sessionId: '' };
    const stolen = await tokens.issue(staffId, sessionId);
    expect(await resolverWith(tokens, 0).resolve(stolen)).toBeUndefined();
  });
});
