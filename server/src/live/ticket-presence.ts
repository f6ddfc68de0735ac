import {
  canSeeTicketPresence,
  isStaff,
  LIVE_EVENTS,
  TYPING_SIGNAL_EVERY_MS,
} from '@portal/shared/contract';
import { presenceSignalSchema } from '@portal/shared/contract/schemas';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { findTicketRecord } from '../domain/ticket-record';
import type { Pseudonyms } from '../identity/visual-ids';
import { localRateLimit } from '../rate-limits/rate-limits';
import type { PortalIo, PortalSocket } from './live-types';
import { presenceDeliveries } from './presence-deliveries';
import { ticketOfViewersRoom, ticketTypingRoom, ticketViewersRoom } from './rooms';

export interface TicketPresenceDeps {
  db: Kysely<Database>;
  pseudonyms: Pseudonyms;
  logger: Logger;
}

/** Two of the client's intervals: one late or lost signal does not read as a pause. */
export const TYPING_EXPIRES_MS = 2 * TYPING_SIGNAL_EVERY_MS;

/**
 * Each instance sends the presence of the tickets its sockets have open again this often. Two
 * instances publishing one change side by side may each read the room a moment apart, and an
 * instance that died leaves its sockets' names behind until someone changes the room: this
 * puts every screen right again within the interval.
 */
export const PRESENCE_REFRESH_MS = 15_000;

/** Tickets one socket may have open at once: the modal and the related reports stacked on it. */
const TICKETS_OPEN_PER_SOCKET = 20;

/** Opens one socket may ask for: each reads the ticket; a screen sends one per modal opened. */
const OPENS_PER_SOCKET = { points: 30, seconds: 10 };

export interface TicketPresence {
  /** Answers one socket's `ticket-open`, `ticket-close` and `ticket-typing` until it disconnects. */
  follow(socket: PortalSocket): void;
  stop(): void;
}

/**
 * Which staff have a ticket open and who of them is typing (issue 32.1). A socket joins the
 * ticket's viewers room once `canSeeTicketPresence` allows it, and its typing room while typing;
 * after every change the rooms are read across instances (`fetchSockets`, through the Redis
 * adapter when there is one) and each account in them is sent everyone else.
 */
export function createTicketPresence(io: PortalIo, deps: TicketPresenceDeps): TicketPresence {
  const opens = localRateLimit(OPENS_PER_SOCKET);
  /** Tickets being published on this instance; `again` when they changed meanwhile. */
  const publishing = new Map<number, { again: boolean }>();
  // Once stopped, the sockets' disconnects as the server closes publish nothing more.
  let stopped = false;

  /** The room's sockets on every instance; while Redis is away, this instance's own. */
  async function viewersOf(ticketId: number) {
    const room = ticketViewersRoom(ticketId);
    try {
      return await io.in(room).fetchSockets();
    } catch (error) {
      deps.logger.warn({ err: error }, 'ticket presence read on this instance only');
      return io.local.in(room).fetchSockets();
    }
  }

  async function publishNow(ticketId: number) {
    const [sockets, record] = await Promise.all([
      viewersOf(ticketId),
      findTicketRecord(deps.db, ticketId),
    ]);
    const typingRoom = ticketTypingRoom(ticketId);
    const rooms = [ticketViewersRoom(ticketId), typingRoom];
    if (!record) {
      // Gone (erased): nobody stays in its rooms. An empty list of ids would address every socket.
      if (sockets.length > 0) io.in(sockets.map((socket) => socket.id)).socketsLeave(rooms);
      return;
    }
    const { outsiders, deliveries } = presenceDeliveries(
      sockets.map((socket) => ({
        id: socket.id,
        viewer: socket.data.viewer,
        typing: socket.rooms.has(typingRoom),
      })),
      record,
      deps.pseudonyms,
    );
    if (outsiders.length > 0) io.in(outsiders).socketsLeave(rooms);
    for (const { socketIds, event } of deliveries) {
      io.to(socketIds).emit(LIVE_EVENTS.ticketPresence, event);
    }
  }

  /** At most one publication per ticket runs here; changes during it make one more after it. */
  function publish(ticketId: number) {
    if (stopped) return;
    const running = publishing.get(ticketId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    publishing.set(ticketId, state);
    const run = async () => {
      do {
        state.again = false;
        await publishNow(ticketId);
      } while (state.again);
    };
    run()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'ticket presence failed'))
      .finally(() => publishing.delete(ticketId));
  }

  const refresh = setInterval(() => {
    for (const room of io.of('/').adapter.rooms.keys()) {
      const ticketId = ticketOfViewersRoom(room);
      if (ticketId !== undefined) publish(ticketId);
    }
  }, PRESENCE_REFRESH_MS);
  refresh.unref();

  function follow(socket: PortalSocket) {
    const viewer = socket.data.viewer;
    const typingTimers = new Map<number, NodeJS.Timeout>();
    // One socket's signals in the order sent: a close never overtakes the open it follows while
    // that open still reads the ticket.
    let queue = Promise.resolve();
    const inOrder = (event: string, payload: unknown, action: (ticketId: number) => unknown) => {
      const parsed = presenceSignalSchema.safeParse(payload);
      if (!parsed.success) return;
      queue = queue
        .then(() => action(parsed.data.ticketId))
        .then(
          () => undefined,
          (error: unknown) => deps.logger.error({ err: error }, `${event} failed`),
        );
    };

    const isOpen = (ticketId: number) => socket.rooms.has(ticketViewersRoom(ticketId));
    const openCount = () =>
      [...socket.rooms].filter((room) => ticketOfViewersRoom(room) !== undefined).length;

    /** Leaves the typing room; true when the socket was typing. */
    function stopTyping(ticketId: number): boolean {
      clearTimeout(typingTimers.get(ticketId));
      typingTimers.delete(ticketId);
      const room = ticketTypingRoom(ticketId);
      if (!socket.rooms.has(room)) return false;
      void socket.leave(room);
      return true;
    }

    async function open(ticketId: number) {
      // A player's socket is never told (its client never asks); and a flood is dropped, both
      // before they cost the database anything.
      if (!isStaff(viewer) || (await opens.take(socket.id)) > 0) return;
      if (!isOpen(ticketId) && openCount() >= TICKETS_OPEN_PER_SOCKET) return;
      const record = await findTicketRecord(deps.db, ticketId);
      // Players, staff named in the report and staff who may not see it: ignored without an
      // answer, so no socket can probe ticket ids or learn who works on what.
      if (!record || !canSeeTicketPresence(viewer, record.group, record.facts)) return;
      // Joining a socket that is gone would leave it in the room for good.
      if (!socket.connected) return;
      await socket.join(ticketViewersRoom(ticketId));
      // Also when it was open already (a reconnect's open): the socket gets the room as it is.
      publish(ticketId);
    }

    async function close(ticketId: number) {
      stopTyping(ticketId);
      if (!isOpen(ticketId)) return;
      await socket.leave(ticketViewersRoom(ticketId));
      publish(ticketId);
    }

    async function typing(ticketId: number) {
      if (!isOpen(ticketId)) return;
      clearTimeout(typingTimers.get(ticketId));
      const timer = setTimeout(() => {
        if (stopTyping(ticketId)) publish(ticketId);
      }, TYPING_EXPIRES_MS);
      timer.unref();
      typingTimers.set(ticketId, timer);
      const room = ticketTypingRoom(ticketId);
      if (socket.rooms.has(room)) return;
      await socket.join(room);
      publish(ticketId);
    }

    socket.on(LIVE_EVENTS.ticketOpen, (payload) => inOrder(LIVE_EVENTS.ticketOpen, payload, open));
    socket.on(LIVE_EVENTS.ticketClose, (payload) =>
      inOrder(LIVE_EVENTS.ticketClose, payload, close),
    );
    socket.on(LIVE_EVENTS.ticketTyping, (payload) =>
      inOrder(LIVE_EVENTS.ticketTyping, payload, typing),
    );

    // The rooms are left before `disconnect`, so they are noted here; published after, the
    // others no longer find this socket in them.
    let leftOpen: number[] = [];
    socket.on('disconnecting', () => {
      leftOpen = [...socket.rooms].flatMap((room) => ticketOfViewersRoom(room) ?? []);
    });
    socket.on('disconnect', () => {
      for (const timer of typingTimers.values()) clearTimeout(timer);
      typingTimers.clear();
      void opens.forget(socket.id);
      for (const ticketId of leftOpen) publish(ticketId);
    });
  }

  return {
    follow,
    stop() {
      stopped = true;
      clearInterval(refresh);
    },
  };
}
