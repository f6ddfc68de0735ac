import type { ClientToServerEvents, ServerToClientEvents } from '@portal/shared/contract';
import type { Server, Socket } from 'socket.io';
import type { SessionViewer } from '../identity/viewer';

export interface SocketData {
  /** Only sessions open sockets: an access token is no session token, so the handshake refuses it. */
  viewer: SessionViewer;
}

// biome-ignore lint/complexity/noBannedTypes: socket.io's slot for server-to-server events
type NoInterServerEvents = {};

export type PortalIo = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  NoInterServerEvents,
  SocketData
>;
export type PortalSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  NoInterServerEvents,
  SocketData
>;
