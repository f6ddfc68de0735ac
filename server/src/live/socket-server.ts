import type { Server as HttpServer } from 'node:http';
import {
  isStaff,
  LIVE_EVENTS,
  liveHandshakeAuthSchema,
  markTicketAsReadSchema,
} from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { Database } from '../db/database';
import type { ViewerResolver } from '../http/authenticate';
import { markTicketRead } from '../repositories/ticket-reads-repository';
import { loadVisibleTicket } from '../services/tickets/ticket-access';
import type { PortalIo, PortalSocket } from './live-types';
import { accountRoom, STAFF_ROOM } from './rooms';

export interface LiveServerDeps {
  db: Kysely<Database>;
  viewers: ViewerResolver;
  logger: Logger;
}

async function markAsRead(deps: LiveServerDeps, socket: PortalSocket, payload: unknown) {
  const parsed = markTicketAsReadSchema.safeParse(payload);
  if (!parsed.success) return;
  const viewer = socket.data.viewer;
  try {
    await loadVisibleTicket(deps.db, viewer, parsed.data.ticketId);
  } catch {
    return;
  }
  await markTicketRead(deps.db, parsed.data.ticketId, viewer.id);
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
    socket.on(LIVE_EVENTS.markTicketAsRead, (payload) => {
      markAsRead(deps, socket, payload).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'mark-ticket-as-read failed'),
      );
    });
  });
  return io;
}
