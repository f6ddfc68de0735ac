import { createSessionTokens, type SessionTokens } from '../../identity/session-tokens';
import { createPseudonyms } from '../../identity/visual-ids';
import { accountIdOf } from '../../testing/state-helpers';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { seedTestDemo } from '../../testing/test-portal';
import { createViewerResolver } from '../authenticate';

const SECRET = 'viewer-resolver-test-secret-0123456789abcdef';
let database: TestDatabase;
let staffId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedTestDemo(database.db);
  staffId = await accountIdOf(database.db, 'staff1');
}, 60_000);

afterAll(async () => {
  await database.close();
});

function resolverWith(tokens: SessionTokens, cacheMs = 5_000) {
  return createViewerResolver(database.db, tokens, createPseudonyms(SECRET), cacheMs);
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
    const token = await tokens.issue(staffId);
    const first = await resolver.resolve(token);
    await withPowerChanged(7, async () => {
      expect(await resolver.resolve(token)).toEqual(first);
      expect(await resolverWith(tokens, 0).resolve(token)).toMatchObject({ power: 7 });
    });
  });

  test('when the reuse time has passed, then the account is read again', async () => {
    const tokens = createSessionTokens(SECRET, 3600);
    const resolver = resolverWith(tokens, 50);
    const token = await tokens.issue(staffId);
    await resolver.resolve(token);
    await withPowerChanged(7, async () => {
      await new Promise((wait) => setTimeout(wait, 80));
      expect(await resolver.resolve(token)).toMatchObject({ id: staffId, power: 7 });
    });
  });

  test('when a reused token expires, then it is refused from its expiry on', async () => {
    const tokens = createSessionTokens(SECRET, 2);
    const resolver = resolverWith(tokens, 60_000);
    const token = await tokens.issue(staffId);
    expect(await resolver.resolve(token)).toMatchObject({ id: staffId });
    await new Promise((wait) => setTimeout(wait, 2_100));
    expect(await resolver.resolve(token)).toBeUndefined();
  });

  test('when a token is forged or missing, then there is no viewer', async () => {
    const resolver = resolverWith(createSessionTokens(SECRET, 3600));
    const forged = await createSessionTokens('another-secret-0123456789abcdef-0123', 3600).issue(
      staffId,
    );
    expect(await resolver.resolve(forged)).toBeUndefined();
    expect(await resolver.resolve(undefined)).toBeUndefined();
  });
});
