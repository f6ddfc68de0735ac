import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { LIVE_EVENTS } from '@portal/shared/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';

/**
 * The live bench's floor: plain socket.io with the Redis adapter and no application. A socket's
 * handshake names its account (`auth: { token: 'floor-<accountId>' }`) and joins that account's
 * room, as a portal socket does; `POST /api/emit { rooms, payload }` sends one
 * `ticket-comment-created` to those rooms, then answers. `GET /api/health` names the process,
 * so the bench finds affinity cookies for it the way it does for the portal's instances.
 * Started by `floor.ts` (env FLOOR_NAME, REDIS_URL, FLOOR_REDIS_PREFIX); prints `listening <port>`.
 */
const name = process.env.FLOOR_NAME ?? 'floor';

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
    readBody(req).then(
      (text) => {
        const { rooms, payload } = JSON.parse(text) as { rooms: string[]; payload: unknown };
        io.to(rooms).emit(LIVE_EVENTS.commentCreated, payload);
        answer(res, 200, { ok: true });
      },
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
    void Promise.allSettled([pubClient.quit(), subClient.quit()]).then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
