import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { LIVE_EVENTS } from '@portal/shared/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { Pool } from 'pg';
import { createClient } from 'redis';
import { Server } from 'socket.io';

/**
 * The live bench's floor: plain socket.io with the Redis adapter and no application but the
 * comment's write. A socket's handshake names its account (`auth: { token: 'floor-<accountId>' }`)
 * and joins that account's room, as a portal socket does; `POST /api/emit { ticketId, message,
 * rooms, payload }` inserts the comment (one committed INSERT, as the portal's write commits one
 * transaction), sends one `ticket-comment-created` with the new id to those rooms, then answers
 * the id. `GET /api/health` names the process, so the bench finds affinity cookies for it the way
 * it does for the portal's instances. Started by `floor-target.ts` (env FLOOR_NAME, REDIS_URL,
 * FLOOR_REDIS_PREFIX, FLOOR_DATABASE_URL); prints `listening <port>`.
 */
const name = process.env.FLOOR_NAME ?? 'floor';
/** Pooled as a portal instance's (`server/src/db/connection.ts`): 10, never closed when idle. */
const pool = new Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 0,
});

interface EmitBody {
  ticketId: number;
  message: string;
  rooms: string[];
  payload: { ticketId: number; comment: Record<string, unknown> };
}

async function insertAndEmit(text: string): Promise<number> {
  const { ticketId, message, rooms, payload } = JSON.parse(text) as EmitBody;
  const inserted = await pool.query<{ id: string }>(
    'insert into floor_comments (ticket_id, message) values ($1, $2) returning id',
    [ticketId, message],
  );
  const commentId = Number(inserted.rows[0]?.id);
  io.to(rooms).emit(LIVE_EVENTS.commentCreated, {
    ...payload,
    comment: { ...payload.comment, _id: commentId },
  });
  return commentId;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const http = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') {
    answer(res, 200, { status: 'ok', instance: name });
    return;
  }
  if (req.method === 'POST' && req.url === '/api/emit') {
    readBody(req)
      .then(insertAndEmit)
      .then(
        (commentId) => answer(res, 200, { commentId }),
        () => answer(res, 400, { ok: false }),
      );
    return;
  }
  answer(res, 404, { ok: false });
});

const io = new Server(http, { serveClient: false });
io.use((socket, next) => {
  const token: unknown = socket.handshake.auth?.token;
  const accountId = typeof token === 'string' ? /^floor-(\d+)$/.exec(token)?.[1] : undefined;
  if (!accountId) return next(new Error('unauthorized'));
  socket.data.accountId = Number(accountId);
  next();
});
io.on('connection', (socket) => void socket.join(`account:${socket.data.accountId}`));

async function main() {
  const pubClient = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  const subClient = pubClient.duplicate();
  await Promise.all([pubClient.connect(), subClient.connect()]);
  io.adapter(createAdapter(pubClient, subClient, { key: process.env.FLOOR_REDIS_PREFIX }));
  http.listen(0, '127.0.0.1', () => {
    const address = http.address();
    if (address && typeof address === 'object') console.log(`listening ${address.port}`);
  });
  process.once('SIGTERM', () => {
    io.close();
    void Promise.allSettled([pubClient.quit(), subClient.quit(), pool.end()]).then(() =>
      process.exit(0),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
