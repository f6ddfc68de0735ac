import type { ClientToServerEvents, ServerToClientEvents } from '@portal/shared/contract';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { showErrorDialog } from './errors';
import { globalSingleton } from './global-singleton';
import { translate } from './i18n';
import { getToken } from './session';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface SocketHolder {
  socket: LiveSocket | null;
  unloading: boolean;
}

const holder = globalSingleton<SocketHolder>('socket', () => ({ socket: null, unloading: false }));

function createSocket(): LiveSocket {
  // Same origin, default path; the token is read on every (re)connect so a new login applies.
  const socket: LiveSocket = io({
    auth: (deliver) => deliver({ token: getToken() ?? '' }),
    transports: ['websocket', 'polling'],
  });
  // Leaving the page closes the transport too; that is not a disconnect worth a dialog.
  window.addEventListener('pagehide', () => {
    holder.unloading = true;
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect' || holder.unloading) return;
    showErrorDialog({ title: translate('errorTitle'), message: translate('socketDisconnected') });
  });
  socket.on('connect_error', (error) => {
    // SPEC §8: socket errors other than a disconnect are only logged.
    console.warn('[live] connection error:', error.message);
  });
  return socket;
}

/** The one live connection of the page (created on first use, shared by shell and remotes). */
export function getSocket(): LiveSocket {
  holder.socket ??= createSocket();
  return holder.socket;
}

/** Closes the live connection on purpose (logout); no disconnect dialog is shown. */
export function closeSocket(): void {
  holder.socket?.disconnect();
  holder.socket = null;
}

type LiveEventName = keyof ServerToClientEvents & string;

/** Subscribes to one server event while the component is mounted; the latest handler is used. */
export function useLiveEvent<E extends LiveEventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const socket = getSocket();
    const listener = (...args: Parameters<ServerToClientEvents[E]>) => {
      (latest.current as (...received: Parameters<ServerToClientEvents[E]>) => void)(...args);
    };
    const events = socket as unknown as {
      on(name: E, callback: typeof listener): void;
      off(name: E, callback: typeof listener): void;
    };
    events.on(event, listener);
    return () => events.off(event, listener);
  }, [event]);
}
