import {
  canUseAdminPanel,
  ERROR_CODES,
  type ErrorCode,
  errorTextIn,
  LIVE_EVENTS,
} from '@portal/shared/contract';
import { liveHandshakeAuthSchema } from '@portal/shared/contract/schemas';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { Database } from '../db/database';
import type { Viewer } from '../identity/viewer';
import type { SessionRights, ViewerResolver } from '../identity/viewer-resolver';
import type { Pseudonyms } from '../identity/visual-ids';
import { localRateLimit } from '../rate-limits/rate-limits';
import { markTicketAsRead } from '../services/reads/mark-ticket-read';
import { type GameDirectory, PRESENCE_HEARTBEAT_MS } from '../services/session/game-directory';
import { accountSockets, DEFAULT_SOCKETS_PER_ACCOUNT } from './account-sockets';
import type { PortalIo } from './live-types';
import { ADMINS_ROOM, accountRoom, sessionRoom } from './rooms';
import { createTicketPresence } from './ticket-presence';

export interface LiveServerDeps {
  db: Kysely<Database>;
  viewers: ViewerResolver;
  logger: Logger;
  game: GameDirectory;
  /** Names staff the way each viewer of a ticket may see them (ticket presence). */
  pseudonyms: Pseudonyms;
  /** `SOCKET_RECHECK_MS` unless given (tests check sooner). */
  socketRecheckMs?: number;
  /** `DEFAULT_SOCKETS_PER_ACCOUNT` unless given (`SOCKETS_PER_ACCOUNT`). */
  socketsPerAccount?: number;
}

/**
 * Read marks one socket may send: the modal marks its ticket on open and every 30 s, so a few a
 * second is already far more than any screen sends.
 */
const READ_MARKS_PER_SOCKET = { points: 10, seconds: 10 };

/** A refused handshake carries its error code in `data`, as API errors do in their body. */
function handshakeError(code: ErrorCode): Error {
  return Object.assign(new Error(errorTextIn('en', code)), { data: { code } });
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

/**
 * How often each socket's session and account are checked again. A socket whose session ended
 * (expiry, idle time, logout on an instance that could not reach it) or whose account's power or
 * roles changed is closed; the client connects again and gets the rooms it is now allowed.
 */
export const SOCKET_RECHECK_MS = 30_000;

function sameRights(before: Viewer, now: SessionRights): boolean {
  return (
    before.id === now.accountId &&
    before.power === now.power &&
    before.adminRoles.length === now.roles.length &&
    before.adminRoles.every((role) => now.roles.includes(role))
  );
}

/** Sessions checked in one statement at most (an instance may hold many thousand sockets). */
const RECHECK_BATCH = 1_000;

async function recheckSockets(io: PortalIo, deps: LiveServerDeps): Promise<void> {
  const sockets = [...io.of('/').sockets.values()];
  const sessionIds = [...new Set(sockets.map((socket) => socket.data.viewer.sessionId))];
  for (let start = 0; start < sessionIds.length; start += RECHECK_BATCH) {
    const batch = sessionIds.slice(start, start + RECHECK_BATCH);
    const rights = await deps.viewers.currentRights(batch);
    const checked = new Set(batch);
    const outdated = new Set<string>();
    for (const socket of sockets) {
      const { viewer } = socket.data;
      if (!checked.has(viewer.sessionId)) continue;
      const now = rights.get(viewer.sessionId);
      if (now && sameRights(viewer, now)) continue;
      socket.disconnect(true);
      outdated.add(viewer.sessionId);
    }
    // This instance's calls then see the ended session or the new rights at once too.
    for (const sessionId of outdated) deps.viewers.forgetSession(sessionId);
  }
}

/**
 * Every socket's session, checked together on a timer: a few statements, not one per socket
 * (1,000 sockets checked one by one held comment deliveries back by up to 400 ms every 30 s).
 */
function keepSessionsChecked(io: PortalIo, deps: LiveServerDeps): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    recheckSockets(io, deps)
      // The database is unreachable: the sockets stay until their sessions can be checked.
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'socket session check failed'))
      .finally(() => {
        checking = false;
      });
  }, deps.socketRecheckMs ?? SOCKET_RECHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * socket.io for the API's HTTP server (the caller attaches it); the bearer token is checked once,
 * in the handshake. Only a session's: `viewers` never accepts an access token, which is for
 * calls, not for a screen that stays open.
 */
export function createSocketServer(deps: LiveServerDeps): { io: PortalIo; stopTimers(): void } {
  const io: PortalIo = new Server({ serveClient: false });
  const readMarks = localRateLimit(READ_MARKS_PER_SOCKET);
  // One account's sockets on this instance: thousands on one token would each cost memory, a
  // place in every broadcast to its rooms and a session check.
  const held = accountSockets(deps.socketsPerAccount ?? DEFAULT_SOCKETS_PER_ACCOUNT);
  const ticketPresence = createTicketPresence(io, deps);
  io.use((socket, next) => {
    const auth = liveHandshakeAuthSchema.safeParse(socket.handshake.auth);
    const viewer = auth.success
      ? deps.viewers.resolve(auth.data.token)
      : Promise.resolve(undefined);
    viewer.then(
      (found) => {
        if (!found) {
          return next(handshakeError(ERROR_CODES.unauthorized));
        }
        if (!held.admit(socket, found.id)) {
          return next(handshakeError(ERROR_CODES.tooManySockets));
        }
        socket.data.viewer = found;
        next();
      },
      // A rejection here would be unhandled and end the process (the database may be down).
      (error: unknown) => {
        deps.logger.warn({ err: error }, 'socket handshake failed');
        next(handshakeError(ERROR_CODES.unavailable));
      },
    );
  });
  io.on('connection', (socket) => {
    const viewer = socket.data.viewer;
    void socket.join([accountRoom(viewer.id), sessionRoom(viewer.sessionId)]);
    if (canUseAdminPanel(viewer)) void socket.join(ADMINS_ROOM);
    deps.game
      .markSeen([viewer.id])
      .catch((error: unknown) => deps.logger.error({ err: error }, 'presence update failed'));
    socket.on(LIVE_EVENTS.markTicketAsRead, (payload) => {
      // A flood from one socket is dropped here, before it costs the database anything.
      readMarks
        .take(socket.id)
        .then((waitMs) => (waitMs > 0 ? false : markTicketAsRead(deps.db, viewer, payload)))
        .catch((error: unknown) => deps.logger.error({ err: error }, 'mark-ticket-as-read failed'));
    });
    socket.on('disconnect', () => void readMarks.forget(socket.id));
    ticketPresence.follow(socket);
  });
  const stopPresence = keepPresence(io, deps);
  const stopChecks = keepSessionsChecked(io, deps);
  return {
    io,
    stopTimers() {
      stopPresence();
      stopChecks();
      ticketPresence.stop();
    },
  };
}
