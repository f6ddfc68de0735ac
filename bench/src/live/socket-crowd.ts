import { type CommentEvent, LIVE_EVENTS } from '@portal/shared/contract';
import { io, type Socket } from 'socket.io-client';

/** One `ticket-comment-created` a socket received: which comment, when (performance.now()). */
export interface Receipt {
  commentId: number;
  at: number;
  socket: number;
}

export interface SocketCrowd {
  receipts: Receipt[];
  /** Sockets that closed after connecting (the server dropped them). */
  dropped(): number;
  close(): void;
}

export interface CrowdMember {
  token: string;
  /** The `portal_node` cookie value that sends this socket to its instance. */
  affinity: string;
}

const PARALLEL_CONNECTS = 50;

/** A browser's socket: websocket only, the session token in the handshake, no reconnection. */
function connect(url: string, member: CrowdMember): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token: member.token },
    extraHeaders: { cookie: `portal_node=${member.affinity}` },
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * Connects every member (PARALLEL_CONNECTS handshakes at a time) and records each comment event
 * it receives from then on.
 */
export async function connectCrowd(
  url: string,
  members: readonly CrowdMember[],
): Promise<SocketCrowd> {
  const sockets: Socket[] = [];
  const receipts: Receipt[] = [];
  let dropped = 0;
  const close = () => {
    for (const socket of sockets) socket.close();
  };
  try {
    for (let start = 0; start < members.length; start += PARALLEL_CONNECTS) {
      const batch = members.slice(start, start + PARALLEL_CONNECTS);
      const connected = await Promise.all(batch.map((member) => connect(url, member)));
      connected.forEach((socket, offset) => {
        const index = start + offset;
        socket.on(LIVE_EVENTS.commentCreated, (event: CommentEvent) => {
          receipts.push({ commentId: event.comment._id, at: performance.now(), socket: index });
        });
        socket.on('disconnect', (reason) => {
          if (reason !== 'io client disconnect') dropped += 1;
        });
        sockets.push(socket);
      });
    }
  } catch (error) {
    close();
    throw error;
  }
  return { receipts, dropped: () => dropped, close };
}
