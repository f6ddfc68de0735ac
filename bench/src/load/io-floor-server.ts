import express from 'express';
import { Pool, type PoolClient } from 'pg';
import { createClient } from 'redis';
import { QUOTA_BATCH_MS, READ_STATEMENTS, WRITE_STATEMENTS } from './io-floor-shape';

/**
 * The load bench's second reference, the I/O floor: express 5 doing the round trips a portal call
 * makes and nothing else. Each caller's calls are counted and sent to Redis in one batch every
 * `QUOTA_BATCH_MS` (the read quota's shape: INCRBY and PEXPIRE in a MULTI per caller); PostgreSQL
 * through a pool of 10 pipelined connections with named prepared statements (as the portal sends
 * them): a read sends `READ_STATEMENTS`, a write `WRITE_STATEMENTS` (BEGIN with the first, then one
 * by one to COMMIT). Each statement is a trivial `select`, so what it costs is
 * the driver, the socket and the protocol, not the query. The answer is a JSON the size of a list
 * page's. Env: REFERENCE_NAME, FLOOR_DATABASE_URL, FLOOR_REDIS_URL; prints `listening <port>`.
 */
const name = process.env.REFERENCE_NAME ?? 'io-floor';

/** Pooled as a portal instance's (`server/src/db/connection.ts`): 10, never closed when idle. */
const pool = new Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 0,
  pipeline: true,
});
const redis = createClient({ url: process.env.FLOOR_REDIS_URL });
const ROWS = Array.from({ length: 20 }, (_, index) => ({
  id: 1_000_000 + index,
  title: `Ticket number ${index} of the page, with a title of ordinary length`,
  status: 'open',
  createdAt: new Date(0).toISOString(),
  lastCommentAt: new Date(0).toISOString(),
  assignees: [{ name: 'Carlos Pérez', visualId: 'a1b2c3d4' }],
}));

let nextValue = 0;
const statement = (client: Pool | PoolClient) => {
  nextValue += 1;
  return client.query({ name: 'floor', text: 'select $1::int as value', values: [nextValue] });
};

const counted = new Map<string, number>();
let scheduled = false;

function sendCounts(): void {
  scheduled = false;
  const multi = redis.multi();
  for (const [caller, uses] of counted) {
    const key = `${name}:quota:${caller}`;
    multi.incrBy(key, uses).pExpire(key, 60_000);
  }
  counted.clear();
  multi.exec().catch((error: Error) => console.error('[io floor] redis:', error.message));
}

function countCall(caller: string): void {
  counted.set(caller, (counted.get(caller) ?? 0) + 1);
  if (scheduled) return;
  scheduled = true;
  setTimeout(sendCounts, QUOTA_BATCH_MS);
}

async function read(): Promise<void> {
  for (let sent = 0; sent < READ_STATEMENTS; sent += 1) await statement(pool);
}

async function write(): Promise<void> {
  const client = await pool.connect();
  try {
    // Not awaited: the pipelined connection sends the first statement right behind it.
    const begun = client.query('begin');
    await Promise.all([begun, statement(client)]);
    for (let sent = 3; sent < WRITE_STATEMENTS; sent += 1) await statement(client);
    await client.query('commit');
  } finally {
    client.release();
  }
}

const app = express();
app.use(express.json());
app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok', instance: name });
});
app.post('/api/floor', async (req, res) => {
  countCall(String(req.body?.caller ?? 'anyone'));
  if (req.body?.write === true) await write();
  else await read();
  res.json({ tickets: ROWS, hasMore: true });
});

redis.on('error', (error: Error) => console.error('[io floor] redis:', error.message));
void redis.connect().then(() => {
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(`listening ${address.port}`);
  });
  process.once('SIGTERM', () =>
    server.close(() => {
      void Promise.all([pool.end(), redis.quit()]).then(() => process.exit(0));
    }),
  );
});
