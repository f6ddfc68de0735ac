import { IDEMPOTENCY_KEY_HOURS } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from './executor';

/** One account's key, and the request it was first sent with (a hash of its call and input). */
export interface IdempotentClaim {
  accountId: number;
  key: string;
  requestHash: string;
}

/** A recorded key: `answer` is null while the request runs (or if its answer was lost). */
export interface IdempotentRequest {
  requestHash: string;
  answer: { status: number; body: unknown } | null;
}

const expiredBefore = sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/**
 * Records the key in the caller's transaction; false when the account already holds it unexpired.
 * An expired row is taken over. Against a twin still running, PostgreSQL waits for it to end.
 */
export async function claimIdempotencyKey(db: Executor, claim: IdempotentClaim): Promise<boolean> {
  const row = await db
    .insertInto('idempotent_requests')
    .values({ account_id: claim.accountId, key: claim.key, request_hash: claim.requestHash })
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'key'])
        .doUpdateSet({
          request_hash: claim.requestHash,
          status: null,
          body: null,
          created_at: sql<Date>`now()`,
        })
        .where('idempotent_requests.created_at', '<', expiredBefore),
    )
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findIdempotentRequest(
  db: Executor,
  accountId: number,
  key: string,
): Promise<IdempotentRequest | undefined> {
  const row = await db
    .selectFrom('idempotent_requests')
    .select(['request_hash', 'status', 'body'])
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .where('created_at', '>=', expiredBefore)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    requestHash: row.request_hash,
    answer: row.status === null ? null : { status: row.status, body: row.body },
  };
}

/** Fills in the answer of a key claimed with its creation. */
export async function saveIdempotentAnswer(
  db: Executor,
  claim: Pick<IdempotentClaim, 'accountId' | 'key'>,
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .updateTable('idempotent_requests')
    .set({ status: answer.status, body: JSON.stringify(answer.body) })
    .where('account_id', '=', claim.accountId)
    .where('key', '=', claim.key)
    .where('status', 'is', null)
    .execute();
}

/** Deletes the keys older than their lifetime; answers how many. */
export async function deleteExpiredIdempotentRequests(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('idempotent_requests')
    .where('created_at', '<', expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
