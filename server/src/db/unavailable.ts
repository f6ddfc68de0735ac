/** The pool could not get a connection at all: the server is down, restarting or refusing. */
export class DatabaseUnreachable extends Error {
  constructor(cause: unknown) {
    super('The database cannot be reached', { cause });
    this.name = 'DatabaseUnreachable';
  }
}

const PG_CONNECTION_LOST = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database cannot be reached right now (down, restarting, the
 * connection cut), as opposed to a bad statement: such a request is answered 503 and may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachable) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code === 'string') {
    // PostgreSQL: class 08 connection exceptions, shutdown in progress, cannot connect now,
    // too many connections.
    if (/^08/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    // Node's socket errors while connecting or talking to the server.
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(code)) {
      return true;
    }
  }
  const message = error instanceof Error ? error.message : '';
  // pg's own words when a connection ends under a query, or is used after it broke: a
  // transaction's rollback on a cut connection throws the latter in place of the first failure.
  return PG_CONNECTION_LOST.includes(message);
}
