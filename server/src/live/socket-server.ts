import type { Server as HttpServer } from 'node:http';
import { isStaff, LIVE_EVENTS, liveHandshakeAuthSchema } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { Database } from '../db/database';
import type { ViewerResolver } from '../http/authenticate';
import { markTicketAsRead } from '../services/reads/mark-ticket-read';
import { type GameDirectory, PRESENCE_HEARTBEAT_MS } from '../services/session/game-directory';
import type { PortalIo } from './live-types';
import { accountRoom, STAFF_ROOM } from './rooms';

export interface LiveServerDeps {
  db: Kysely<Database>;
  viewers: ViewerResolver;
  logger: Logger;
  game: GameDirectory;
}

/** Accounts with a socket on this instance, touched on a timer so "online now" stays true. */
function keepPresence(io: PortalIo, deps: LiveServerDeps): () => void {
  const timer = setInterval(() => {
    const accountIds = [...io.of('/').sockets.values()].map((socket) => socket.data.viewer.id);
    deps.game
      .markSeen(accountIds)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'presence update failed'));
  }, PRESENCE_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** socket.io on the API's HTTP server; the bearer token is checked once, in the handshake. */
export function createSocketServer(httpServer: HttpServer, deps: LiveServerDeps): PortalIo {
  const io: PortalIo = new Server(httpServer, { serveClient: false });
  io.use(async (socket, next) => {
    const auth = liveHandshakeAuthSchema.safeParse(socket.handshake.auth);
    const viewer = auth.success ? await deps.viewers.resolve(auth.data.token) : undefined;
    if (!viewer) {
      next(new Error('Please log in to continue.'));
      return;
    }
    socket.data.viewer = viewer;
    next();
  });
  io.on('connection', (socket) => {
    const viewer = socket.data.viewer;
    void socket.join(accountRoom(viewer.id));
    if (isStaff(viewer)) void socket.join(STAFF_ROOM);
    deps.game
      .markSeen([viewer.id])
      .catch((error: unknown) => deps.logger.error({ err: error }, 'presence update failed'));
    socket.on(LIVE_EVENTS.markTicketAsRead, (payload) => {
      markTicketAsRead(deps.db, viewer, payload).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'mark-ticket-as-read failed'),
      );
    });
  });
  const stopPresence = keepPresence(io, deps);
  httpServer.on('close', stopPresence);
  return io;
}
