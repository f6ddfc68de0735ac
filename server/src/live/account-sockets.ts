import type { PortalSocket } from './live-types';

/** Sockets one account may hold on one instance unless `SOCKETS_PER_ACCOUNT` says otherwise. */
export const DEFAULT_SOCKETS_PER_ACCOUNT = 20;

export interface AccountSockets {
  /**
   * Takes a place for the socket, or answers false when its account has none left. Check and count
   * happen in one synchronous step, so handshakes resolved side by side never share a free place.
   */
  admit(socket: PortalSocket, accountId: number): boolean;
}

/**
 * The sockets each account holds on this instance, from the moment its handshake is admitted until
 * the socket disconnects or its connection closes. Both free the place: a client that leaves
 * between admission and connection never connects, so its socket never disconnects either.
 */
export function accountSockets(perAccount: number): AccountSockets {
  const held = new Map<number, Set<string>>();

  function release(accountId: number, socketId: string): void {
    const sockets = held.get(accountId);
    if (!sockets?.delete(socketId)) return;
    if (sockets.size === 0) held.delete(accountId);
  }

  return {
    admit(socket, accountId) {
      const sockets = held.get(accountId) ?? new Set<string>();
      if (sockets.size >= perAccount) return false;
      // Its client is already leaving: socket.io drops the socket, and the close may be past.
      if (socket.conn.readyState !== 'open') return true;
      sockets.add(socket.id);
      held.set(accountId, sockets);
      const leave = () => release(accountId, socket.id);
      socket.conn.once('close', leave);
      socket.once('disconnect', () => {
        socket.conn.off('close', leave);
        leave();
      });
      return true;
    },
  };
}
