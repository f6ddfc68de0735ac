import {
  type CommentEvent,
  LIVE_EVENTS,
  type PresencePerson,
  type TicketEvent,
  type TicketPresenceEvent,
} from '@portal/shared/contract';
import type { TestSocket } from './test-portal';

/** Collects every live event a socket receives, for later assertions. */
export function recordEvents(socket: TestSocket) {
  const comments: CommentEvent[] = [];
  const changes: { event: string; payload: TicketEvent }[] = [];
  socket.on(LIVE_EVENTS.commentCreated, (event) => comments.push(event));
  socket.on(LIVE_EVENTS.ticketCreated, (payload) =>
    changes.push({ event: LIVE_EVENTS.ticketCreated, payload }),
  );
  socket.on(LIVE_EVENTS.ticketChanged, (payload) =>
    changes.push({ event: LIVE_EVENTS.ticketChanged, payload }),
  );
  return { comments, changes };
}

export function nextComment(socket: TestSocket, timeoutMs = 5000): Promise<CommentEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No comment event arrived')), timeoutMs);
    socket.once(LIVE_EVENTS.commentCreated, (event) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

/** Lets events already sent reach their sockets before asserting that something did not arrive. */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const namesOf = (people: readonly PresencePerson[]) => people.map((person) => person.name);

/**
 * Every `ticket-presence` a socket receives; `until` resolves once the latest of a ticket (the
 * one already here included) fits: presence is a state, and only the latest counts.
 */
export function watchPresence(socket: TestSocket) {
  const received: TicketPresenceEvent[] = [];
  const heard = new Set<() => void>();
  socket.on(LIVE_EVENTS.ticketPresence, (event) => {
    received.push(event);
    for (const listener of heard) listener();
  });
  return {
    received,
    until(
      ticketId: number,
      fits: (event: TicketPresenceEvent) => boolean,
      timeoutMs = 20_000,
    ): Promise<TicketPresenceEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const latest = received.findLast((event) => event.ticketId === ticketId);
          if (!latest || !fits(latest)) return;
          finish();
          resolve(latest);
        };
        const timer = setTimeout(() => {
          finish();
          reject(
            new Error(`No fitting presence arrived; last: ${JSON.stringify(received.at(-1))}`),
          );
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          heard.delete(check);
        };
        heard.add(check);
        check();
      });
    },
  };
}
