import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Pool, PoolClient } from 'pg';
import { DatabaseUnreachable } from './unavailable';

/** Prepared reads one connection keeps; the least recently used beyond this are released. */
export const PREPARED_READS_PER_CONNECTION = 100;

const READ = /^\s*\(*\s*(?:select|with)\b/i;

/** A connection's prepared reads (text → name) and the names dropped since it was borrowed. */
interface PreparedReads {
  names: LRUCache<string, string>;
  retired: string[];
}

function preparedReads(capacity: number): PreparedReads {
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
 * pg remembers the name and text of every statement it parsed on a connection for the connection's
 * whole life; a released name must be forgotten there too, or that record only ever grows.
 */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

let lastName = 0;

function nameFor(reads: PreparedReads, text: string): string {
  const known = reads.names.get(text);
  if (known !== undefined) return known;
  // Names are never reused, so a statement whose release failed can never be mistaken for another.
  lastName += 1;
  const name = `portal_read_${lastName}`;
  reads.names.set(text, name);
  return name;
}

function preparingClient(client: PoolClient, reads: PreparedReads): PostgresPoolClient {
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
    const values = [...parameters];
    const config = READ.test(sqlOrCursor)
      ? { name: nameFor(reads, sqlOrCursor), text: sqlOrCursor, values }
      : { text: sqlOrCursor, values };
    return client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
  }
  return {
    query,
    release() {
      // Outside any transaction by now, so a failure here aborts nothing; it runs before the
      // connection's next borrower's first query.
      const parsed = (client as unknown as ParsedStatements).connection.parsedStatements;
      for (const name of reads.retired.splice(0)) {
        client.query(`deallocate ${name}`).catch(() => undefined);
        delete parsed[name];
      }
      client.release();
    },
  };
}

/**
 * A pool whose connections send every read as a named prepared statement: PostgreSQL parses the
 * same SQL text once per connection and reuses its plan (the connections are opened with
 * `force_generic_plan`, see `connection.ts`). A staff list is a union of several ordered branches
 * whose planning cost more than running them (2 ms against 1 ms on a million tickets). Each
 * connection keeps its `capacity` most recently used reads.
 */
export function preparingPool(
  pool: Pool,
  onConnectionError: (error: Error) => void,
  capacity = PREPARED_READS_PER_CONNECTION,
): PostgresPool {
  const prepared = new WeakMap<PoolClient, PreparedReads>();
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        throw new DatabaseUnreachable(error);
      });
      let reads = prepared.get(client);
      if (!reads) {
        reads = preparedReads(capacity);
        prepared.set(client, reads);
        // pg listens for errors only on idle connections; one that breaks while borrowed (between
        // a transaction's statements) would otherwise end the process with an unhandled 'error'.
        client.on('error', onConnectionError);
      }
      return preparingClient(client, reads);
    },
    end: () => pool.end(),
  };
}
