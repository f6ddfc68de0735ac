import type { Kysely, KyselyPlugin, QueryId } from 'kysely';
import type { Database } from '../db/database';

/**
 * The database, counting the statements sent through it: one result each (a query built into
 * another one's `WITH` is transformed too, but not sent alone), and keeping their SQL in order.
 */
export function countingStatements(db: Kysely<Database>) {
  const counted = { statements: 0, sql: [] as string[] };
  // Weak: a query nested in another one's `WITH` is compiled here but never answers alone.
  const compiled = new WeakMap<QueryId, string>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      counted.statements += 1;
      counted.sql.push(compiled.get(queryId) ?? '');
      compiled.delete(queryId);
      return result;
    },
  };
  return { db: db.withPlugin(plugin), counted };
}
