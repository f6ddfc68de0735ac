import type { CommentEvent, ServerToClientEvents } from '@portal/shared/contract';
import { io, type Socket } from 'socket.io-client';

/** The comment ids one open screen has been told about, live, for one ticket. */
export interface LiveThread {
  seen: Set<number>;
  close(): void;
}

export async function watchThread(
  baseUrl: string,
  token: string,
  ticketId: number,
): Promise<LiveThread> {
  const socket: Socket<ServerToClientEvents> = io(baseUrl, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  const seen = new Set<number>();
  socket.on('ticket-comment-created', (event: CommentEvent) => {
    if (event.ticketId === ticketId) seen.add(event.comment._id);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { seen, close: () => socket.disconnect() };
}

/** Resolves once `done` holds, checking every 100 ms; false when `timeoutMs` ran out first. */
export async function eventually(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return done();
}
