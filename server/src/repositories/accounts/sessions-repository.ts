import { sql } from 'kysely';
import type { Executor } from '../executor';
import { type AccountWithRoles, accountsWithRoles } from './accounts-repository';

/** How long an ended or expired session row is kept (a late request then still finds it ended). */
const ENDED_SESSIONS_KEPT = sql`interval '1 day'`;

export async function insertSession(
  db: Executor,
  session: { id: string; accountId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: session.id, account_id: session.accountId, expires_at: session.expiresAt })
    .execute();
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now() - ${ENDED_SESSIONS_KEPT}`)
    .execute();
}

/** Sessions that have not ended, expired or been idle for `idleSeconds`. */
function liveSessions(db: Executor, idleSeconds: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'account_id', 'last_used_at'])
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_used_at', '>', sql<Date>`now() - make_interval(secs => ${idleSeconds})`);
}

export interface LiveSession {
  accountId: number;
  lastUsedAt: Date;
}

/**
 * The account of a live session, with the session's last use, in one statement (a request whose
 * viewer is not cached reads both): nothing when the session is not live or is another account's.
 */
export async function findLiveSessionAccount(
  db: Executor,
  session: { id: string; accountId: number },
  idleSeconds: number,
): Promise<{ account: AccountWithRoles; lastUsedAt: Date } | undefined> {
  const row = await accountsWithRoles(db)
    .innerJoin(
      liveSessions(db, idleSeconds).where('id', '=', session.id).as('session'),
      'session.account_id',
      'accounts.id',
    )
    .select('session.last_used_at as session_last_used_at')
    .where('accounts.id', '=', session.accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_last_used_at, ...account } = row;
  return { account, lastUsedAt: session_last_used_at };
}

/** The live ones among these sessions, by id (one statement however many). */
export async function findLiveSessions(
  db: Executor,
  ids: readonly string[],
  idleSeconds: number,
): Promise<Map<string, LiveSession>> {
  if (ids.length === 0) return new Map();
  const rows = await liveSessions(db, idleSeconds)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [row.id, { accountId: row.account_id, lastUsedAt: row.last_used_at }]),
  );
}

export async function touchSessions(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ last_used_at: sql`now()` })
    .where('id', 'in', [...ids])
    .execute();
}

export async function endSession(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: sql`now()` })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** Records a launch code as used; false when it already was (a replay). */
export async function claimLaunchCode(
  db: Executor,
  code: { hash: string; expiresAt: Date },
): Promise<boolean> {
  await db.deleteFrom('used_launch_codes').where('expires_at', '<', sql<Date>`now()`).execute();
  const inserted = await db
    .insertInto('used_launch_codes')
    .values({ code_hash: code.hash, expires_at: code.expiresAt })
    .onConflict((conflict) => conflict.column('code_hash').doNothing())
    .returning('code_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}
