import type { ActorIds, ActorTokens } from './matrix-actors';
import { insertMatrixAccounts, issueActorTokens } from './matrix-actors';
import { openTestDatabase, type TestDatabase } from './test-database';
import { seedTestDemo, startTestPortal, type TestPortal } from './test-portal';

export interface MatrixPortal {
  database: TestDatabase;
  portal: TestPortal;
  ids: ActorIds;
  tokens: ActorTokens;
}

/** One migrated database with the demo seed and the matrix accounts, and a portal on it. */
export async function startMatrixPortal(
  overrides: Parameters<typeof startTestPortal>[1] = {},
): Promise<MatrixPortal> {
  const database = await openTestDatabase();
  await seedTestDemo(database.db);
  const ids = await insertMatrixAccounts(database.db);
  const portal = await startTestPortal(database.db, overrides);
  return { database, portal, ids, tokens: await issueActorTokens(database.db, ids) };
}

export async function stopMatrixPortal(matrix: MatrixPortal | undefined): Promise<void> {
  await matrix?.portal.close();
  await matrix?.database.close();
}
