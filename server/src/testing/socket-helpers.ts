import { type CommentEvent, LIVE_EVENTS, type TicketEvent } from '@portal/shared/contract';
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
