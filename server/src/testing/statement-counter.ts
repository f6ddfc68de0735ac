import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../db/database';

/**
 * The database, counting the statements sent through it: one result each (a query built into
 * another one's `WITH` is transformed too, but not sent alone).
 */
export function countingStatements(db: Kysely<Database>) {
  const counted = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counted.statements += 1;
      return result;
    },
  };
  return { db: db.withPlugin(plugin), counted };
}
