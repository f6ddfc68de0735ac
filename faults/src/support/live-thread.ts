import {
  type CommentEvent,
  type CommentPage,
  LIVE_EVENTS,
  type ServerToClientEvents,
} from '@portal/shared/contract';
import { io, type Socket } from 'socket.io-client';

/** The comment ids one open screen has been told about, live, for one ticket. */
export interface LiveThread {
  seen: Set<number>;
  /** How often the server told this screen to fetch again. */
  resyncs: number;
  close(): void;
}

/** The whole thread as this account reads it, page after page, as the ticket modal fetches it. */
async function fetchThread(baseUrl: string, token: string, ticketId: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await fetch(`${baseUrl}/api/comments/${ticketId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(cursor ? { cursor } : {}),
    });
    if (!response.ok) throw new Error(`thread ${ticketId}: ${response.status}`);
    const page = (await response.json()) as CommentPage;
    ids.push(...page.data.map((comment) => comment._id));
    cursor = page.hasMore ? page.cursor : null;
  } while (cursor);
  return ids;
}

/**
 * A socket watching one ticket's thread as the portal's page does: each comment event adds the
 * comment, and when the server says events may have been lost (`live-resync`) the thread is
 * fetched again.
 */
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
  const thread: LiveThread = { seen: new Set(), resyncs: 0, close: () => socket.disconnect() };
  socket.on(LIVE_EVENTS.commentCreated, (event: CommentEvent) => {
    if (event.ticketId === ticketId) thread.seen.add(event.comment._id);
  });
  socket.on(LIVE_EVENTS.resync, () => {
    thread.resyncs += 1;
    fetchThread(baseUrl, token, ticketId).then(
      (ids) => {
        for (const id of ids) thread.seen.add(id);
      },
      (error: unknown) => console.warn('resync failed', error),
    );
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return thread;
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
