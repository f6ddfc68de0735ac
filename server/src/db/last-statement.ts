import type { CompiledQuery } from 'kysely';

/**
 * What marks a transaction's last statement: an SQL comment, so a database that does not look for
 * it (the embedded one) runs the statement as written and commits after it as usual.
 */
export const THEN_COMMIT = '/* then commit */ ';

/**
 * `query` as its transaction's last statement: the preparing pool (`preparing-pool.ts`) sends COMMIT
 * in the same write, so a write no longer waits a round trip for its COMMIT. The transaction ends
 * with it: the callback may still compute, but runs no statement after it, and what it throws
 * after it no longer undoes what was written (a failure of the statement itself still does).
 */
export function committing<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  return { ...query, sql: THEN_COMMIT + query.sql };
}
