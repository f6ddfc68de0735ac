import {
  type CompiledQuery,
  DefaultQueryExecutor,
  type Kysely,
  type KyselyPlugin,
  type QueryExecutor,
} from 'kysely';
import type { Database } from '../db/database';

type ExecuteQuery = QueryExecutor['executeQuery'];

/** The executors' shared `executeQuery`, told apart by the plugins each executor carries. */
const counters = new Map<KyselyPlugin, (query: CompiledQuery) => void>();
/** Told of every statement of every database (`watchingEveryStatement`). */
const watchers = new Set<(query: CompiledQuery) => void>();

/**
 * Every statement any Kysely executor sends passes through their shared `executeQuery`, the
 * statements kept compiled (`repositories/statement-slots.ts`) too, which no plugin sees before
 * they are sent; wrapped once per test file, it tells each counter of the statements sent
 * through a database carrying its plugin, transactions begun from it included.
 */
function watchExecutors(): void {
  const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as {
    executeQuery: ExecuteQuery & { counting?: true };
  };
  if (base.executeQuery.counting) return;
  const execute = base.executeQuery;
  const counting = function (this: QueryExecutor, query: CompiledQuery) {
    for (const plugin of this.plugins) counters.get(plugin)?.(query);
    for (const watcher of watchers) watcher(query);
    return execute.call(this, query) as ReturnType<ExecuteQuery>;
  } as ExecuteQuery & { counting?: true };
  counting.counting = true;
  base.executeQuery = counting;
}

/** The database, counting the statements sent through it and keeping their SQL in order. */
export function countingStatements(db: Kysely<Database>) {
  const counted = { statements: 0, sql: [] as string[] };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => result,
  };
  counters.set(plugin, (query) => {
    counted.statements += 1;
    counted.sql.push(query.sql);
  });
  watchExecutors();
  return { db: db.withPlugin(plugin), counted };
}

/**
 * The SQL of every statement any database sends from now until `stop`, the portal's own included:
 * what one call to a test portal sent, as it was sent.
 */
export function watchingEveryStatement() {
  const sent: string[] = [];
  const watcher = (query: CompiledQuery) => sent.push(query.sql);
  watchers.add(watcher);
  watchExecutors();
  return { sent, stop: () => watchers.delete(watcher) };
}
