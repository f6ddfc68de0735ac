import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Pool, PoolClient } from 'pg';
import { THEN_COMMIT } from './last-statement';
import { DatabaseUnreachable } from './unavailable';

/** Prepared statements one connection keeps; the least recently used beyond this are released. */
export const PREPARED_STATEMENTS_PER_CONNECTION = 100;

/** Reads and writes; not `begin`, `commit`, `deallocate` or a migration's DDL. */
const PREPARED = /^\s*\(*\s*(?:select|with|insert|update|delete)\b/i;

/** A connection's prepared statements (text → name) and the names dropped since it was borrowed. */
interface PreparedStatements {
  names: LRUCache<string, string>;
  retired: string[];
}

function preparedStatements(capacity: number): PreparedStatements {
  const retired: string[] = [];
  const names = new LRUCache<string, string>({
    max: capacity,
    dispose: (name, _text, reason) => {
      if (reason === 'evict') retired.push(name);
    },
  });
  return { names, retired };
}

/**
 * The answer Kysely is given for a statement not sent (yet): a `begin` that waits for the
 * transaction's first statement, and the end of a transaction that ran none.
 */
function unsent<R>(command: 'BEGIN' | 'COMMIT' | 'ROLLBACK'): Promise<PostgresQueryResult<R>> {
  return Promise.resolve({ command, rowCount: 0, rows: [] } as unknown as PostgresQueryResult<R>);
}

/**
 * pg remembers the name and text of every statement it parsed on a connection for the connection's
 * whole life; a released name must be forgotten there too, or that record only ever grows.
 */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

/** The socket under a pg client: corked, what is written meanwhile leaves in one write. */
interface CorkableConnection {
  connection: { stream: { cork(): void; uncork(): void } };
}

let lastName = 0;

function nameFor(statements: PreparedStatements, text: string): string {
  const known = statements.names.get(text);
  if (known !== undefined) return known;
  // Names are never reused, so a statement whose release failed can never be mistaken for another.
  lastName += 1;
  const name = `portal_statement_${lastName}`;
  statements.names.set(text, name);
  return name;
}

type StatementConfig = { name?: string; text: string; values: unknown[] };

/** Sent without parameters, as a simple query. */
const BEGIN: StatementConfig = { text: 'begin', values: [] };
const COMMIT: StatementConfig = { text: 'commit', values: [] };

/**
 * Sends `configs` in one write, without waiting for each one's answer (the pool's connections are
 * pipelined): a transaction's BEGIN leaves with its first statement and its COMMIT with its last
 * (`last-statement.ts`), where each used to cost a round trip of its own, a write and a read on
 * both sides. Answers each one's result. PostgreSQL still answers them one by one: after a failed
 * statement the transaction is aborted, so a COMMIT sent behind it rolls back.
 */
function sentTogether(client: PoolClient, configs: readonly StatementConfig[]) {
  const { stream } = (client as unknown as CorkableConnection).connection;
  stream.cork();
  try {
    return configs.map((config) => client.query(config));
  } finally {
    stream.uncork();
  }
}

function preparingClient(client: PoolClient, statements: PreparedStatements): PostgresPoolClient {
  /** A `begin` was asked for and is still to be sent, with the next statement. */
  let beginning = false;
  /** A transaction was begun (sent or not) and has not ended. */
  let inTransaction = false;
  /**
   * The transaction's last statement sent with its COMMIT (`last-statement.ts`): answered once both
   * are, for Kysely's `commit` or `rollback` to wait on.
   */
  let ending: Promise<unknown> | undefined;
  const endTransaction = () => {
    beginning = false;
    inTransaction = false;
    ending = undefined;
  };
  function query<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      return (client.query as unknown as (cursor: PostgresCursor<R>) => PostgresCursor<R>)(
        sqlOrCursor,
      );
    }
    if (sqlOrCursor === 'begin') {
      beginning = true;
      inTransaction = true;
      return unsent('BEGIN');
    }
    if (ending) {
      const ended = ending;
      endTransaction();
      if (sqlOrCursor === 'commit') return ended as Promise<PostgresQueryResult<R>>;
      // Over already: committed, or rolled back by PostgreSQL when the last statement failed.
      if (sqlOrCursor === 'rollback') {
        const rolledBack = () => unsent<R>('ROLLBACK');
        return ended.then(rolledBack, rolledBack);
      }
      return Promise.reject(new Error("A statement was sent after its transaction's last one"));
    }
    const marked = sqlOrCursor.startsWith(THEN_COMMIT);
    const text = marked ? sqlOrCursor.slice(THEN_COMMIT.length) : sqlOrCursor;
    const last = marked && inTransaction;
    const values = [...parameters];
    const config = PREPARED.test(text)
      ? { name: nameFor(statements, text), text, values }
      : { text, values };
    if (text === 'commit' || text === 'rollback') {
      const began = beginning;
      endTransaction();
      // A transaction that ran nothing has nothing to end.
      if (began) return unsent(text === 'commit' ? 'COMMIT' : 'ROLLBACK');
      return client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
    }
    if (!beginning && !last)
      return client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
    const sent = sentTogether(client, [
      ...(beginning ? [BEGIN] : []),
      config,
      ...(last ? [COMMIT] : []),
    ]);
    beginning = false;
    // The statement's answer waits for the BEGIN before it and the COMMIT after it: if either
    // fails, so does the statement.
    const answered = Promise.all(sent).then((results) => results[sent.length - (last ? 2 : 1)]);
    if (last) {
      ending = answered;
      ending.catch(() => undefined);
    }
    return answered as unknown as Promise<PostgresQueryResult<R>>;
  }
  return {
    query,
    release() {
      endTransaction();
      // Outside any transaction by now, so a failure here aborts nothing; it runs before the
      // connection's next borrower's first query.
      const parsed = (client as unknown as ParsedStatements).connection.parsedStatements;
      for (const name of statements.retired.splice(0)) {
        client.query(`deallocate ${name}`).catch(() => undefined);
        delete parsed[name];
      }
      client.release();
    },
  };
}

/**
 * A pool whose connections send every read and write as a named prepared statement: PostgreSQL
 * parses the same SQL text once per connection and reuses its plan (the connections are opened
 * with `force_generic_plan`, see `connection.ts`). A staff list is a union of several ordered
 * branches whose planning cost more than running them (2 ms against 1 ms on a million tickets); a
 * comment's ten writes spent 0.9 ms of PostgreSQL's 2.8 parsing and planning (bench costs). Each
 * connection keeps its `capacity` most recently used statements.
 */
export function preparingPool(
  pool: Pool,
  onConnectionError: (error: Error) => void,
  capacity = PREPARED_STATEMENTS_PER_CONNECTION,
): PostgresPool {
  const prepared = new WeakMap<PoolClient, PreparedStatements>();
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        throw new DatabaseUnreachable(error);
      });
      let statements = prepared.get(client);
      if (!statements) {
        statements = preparedStatements(capacity);
        prepared.set(client, statements);
        // pg listens for errors only on idle connections; one that breaks while borrowed (between
        // a transaction's statements) would otherwise end the process with an unhandled 'error'.
        client.on('error', onConnectionError);
      }
      return preparingClient(client, statements);
    },
    end: () => pool.end(),
  };
}
