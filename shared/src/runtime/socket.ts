import {
  type ClientToServerEvents,
  ERROR_CODES,
  LIVE_EVENTS,
  type ServerToClientEvents,
} from '@portal/shared/contract';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { showErrorDialog } from './errors';
import { globalSingleton } from './global-singleton';
import { translate } from './i18n';
import { clearToken, getToken, redirectToLogin } from './session';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface SocketHolder {
  socket: LiveSocket | null;
  unloading: boolean;
  /** Told on every connect after the first: events may have been missed meanwhile. */
  resyncs: Set<() => void>;
}

const holder = globalSingleton<SocketHolder>('socket', () => ({
  socket: null,
  unloading: false,
  resyncs: new Set(),
}));

/** A handshake the server refused while its database was unreachable is tried again after this. */
export const HANDSHAKE_RETRY_MS = 5_000;
/**
 * A handshake refused because the account's other tabs hold every place on the instance waits
 * longer: a place frees only when one of them closes, and each tab over the limit retries.
 */
export const CROWDED_RETRY_MS = 30_000;

/** The error code a refused handshake carries (`data.code`, as API errors carry `code`). */
function refusalCode(error: Error): unknown {
  return (error as Error & { data?: { code?: unknown } }).data?.code;
}

/** Pages told to resync do it within this long of each other, not all in the same instant. */
export const RESYNC_SPREAD_MS = 1_000;

function resyncAll() {
  for (const resync of holder.resyncs) resync();
}

/** Connects again after `delayMs`, unless the page closed this connection meanwhile (logout). */
function retryLater(socket: LiveSocket, delayMs: number): void {
  setTimeout(() => {
    if (holder.socket === socket) socket.connect();
  }, delayMs);
}

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
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) resyncAll();
    connectedBefore = true;
  });
  // The server lost events on their way between instances: spread over a moment, since every
  // open page hears it at once, and several instances may say it.
  let resyncPending = false;
  socket.on(LIVE_EVENTS.resync, () => {
    if (resyncPending) return;
    resyncPending = true;
    setTimeout(() => {
      resyncPending = false;
      resyncAll();
    }, Math.random() * RESYNC_SPREAD_MS);
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect' || holder.unloading) return;
    // The server closed it on purpose: the session ended or the account's rights changed. A new
    // handshake tells which (a refused one sends to login).
    if (reason === 'io server disconnect') {
      socket.connect();
      return;
    }
    showErrorDialog({ title: translate('errorTitle'), message: translate('socketDisconnected') });
  });
  socket.on('connect_error', (error) => {
    // SPEC §8: socket errors other than a disconnect are only logged.
    console.warn('[live] connection error:', error.message);
    // socket.io does not retry a handshake the server refused; one refused only for the moment is.
    if (!socket.active && refusalCode(error) === ERROR_CODES.unavailable) {
      retryLater(socket, HANDSHAKE_RETRY_MS);
    }
    if (!socket.active && refusalCode(error) === ERROR_CODES.tooManySockets) {
      retryLater(socket, CROWDED_RETRY_MS);
    }
    // The session is over (logged out elsewhere, expired): as for an API call answered 401.
    if (!socket.active && refusalCode(error) === ERROR_CODES.unauthorized) {
      clearToken();
      void redirectToLogin();
    }
  });
  return socket;
}

/**
 * Calls `resync` whenever the live connection comes back (another instance, a restart): events
 * sent meanwhile never reached this page, so what it shows is fetched again.
 */
export function useLiveResync(resync: () => void): void {
  const latest = useRef(resync);
  useEffect(() => {
    latest.current = resync;
  });
  useEffect(() => {
    const listener = () => latest.current();
    holder.resyncs.add(listener);
    return () => {
      holder.resyncs.delete(listener);
    };
  }, []);
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
