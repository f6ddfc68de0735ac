import {
  type ClientToServerEvents,
  ERROR_CODES,
  LIVE_EVENTS,
  type ServerToClientEvents,
} from '@portal/shared/contract';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { showErrorDialog } from './errors';
import { globalSingleton } from './global-singleton';
import { translate } from './i18n';
import { clearToken, getToken, redirectToLogin } from './session';
import { whenIdle } from './when-idle';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Listener = (...args: never[]) => void;
type SentEvent = keyof ClientToServerEvents & string;

interface SocketHolder {
  socket: LiveSocket | null;
  /** Asked for and not yet created (the page is loading, or socket.io-client is on its way). */
  opening: boolean;
  unloading: boolean;
  /** Every subscription of the page, attached to the socket once it exists. */
  listeners: Map<string, Set<Listener>>;
  /** Sent before the socket existed: handed to it when it does (socket.io sends them on connect). */
  queued: Array<[event: SentEvent, payload: unknown]>;
  /** Told on every connect after the first: events may have been missed meanwhile. */
  reconnectResyncs: Set<Resync>;
  /** Told on the first connect: what they show was read before the connection opened. */
  firstConnectResyncs: Set<Resync>;
}

const holder = globalSingleton<SocketHolder>('socket', () => ({
  socket: null,
  opening: false,
  unloading: false,
  listeners: new Map(),
  queued: [],
  reconnectResyncs: new Set(),
  firstConnectResyncs: new Set(),
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

/** Why readers are told to read again: the connection's first opening, or its return. */
type ResyncOccasion = 'firstConnect' | 'reconnect';
type Resync = (occasion: ResyncOccasion) => void;

function resync(readers: Set<Resync>, occasion: ResyncOccasion) {
  for (const read of readers) read(occasion);
}

/** Connects again after `delayMs`, unless the page closed this connection meanwhile (logout). */
function retryLater(socket: LiveSocket, delayMs: number): void {
  setTimeout(() => {
    if (holder.socket === socket) socket.connect();
  }, delayMs);
}

function createSocket(io: typeof import('socket.io-client').io): LiveSocket {
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
    if (connectedBefore) resync(holder.reconnectResyncs, 'reconnect');
    else resync(holder.firstConnectResyncs, 'firstConnect');
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
      resync(holder.reconnectResyncs, 'reconnect');
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
 * A page whose remotes subscribe to nothing (a statistics view) still opens the connection after
 * this long, for the shell's own events (a new release, a lost connection).
 */
export const FIRST_SCREEN_WAIT_MAX_MS = 5_000;

/**
 * Opens the page's one live connection, once, at the browser's next idle moment. Not on the first
 * screen: socket.io-client (~13 kB gzip) is fetched only then, and the first to ask is the first
 * screen's remote, once it has rendered (`useLiveEvent`). Subscriptions and sends made before wait
 * for it; what was read before it opened is read again by its first connect's
 * `useLiveResync` readers, as events sent meanwhile never reached the page.
 */
export function openLiveConnection(): void {
  if (holder.socket || holder.opening) return;
  holder.opening = true;
  whenIdle(() => {
    import('socket.io-client').then(
      ({ io }) => {
        if (!holder.opening) return; // closed meanwhile (logout)
        holder.opening = false;
        const socket = createSocket(io);
        holder.socket = socket;
        for (const [event, listeners] of holder.listeners) {
          for (const listener of listeners) socket.on(event as 'connect', listener as () => void);
        }
        for (const [event, payload] of holder.queued.splice(0)) emitOn(socket, event, payload);
      },
      (error: unknown) => {
        // Its file did not arrive (the line dropped): as for a refused handshake, try again.
        console.warn('[live] the live connection could not be loaded:', error);
        holder.opening = false;
        setTimeout(openLiveConnection, HANDSHAKE_RETRY_MS);
      },
    );
  });
}

function emitOn(socket: LiveSocket, event: SentEvent, payload: unknown): void {
  (socket.emit as (name: string, sent: unknown) => void)(event, payload);
}

/** Sends an event to the server now, or once the connection exists. */
export function sendLive<E extends SentEvent>(
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): void {
  if (holder.socket) {
    emitOn(holder.socket, event, payload);
    return;
  }
  holder.queued.push([event, payload]);
  openLiveConnection();
}

/**
 * When events may have been missed, what a page shows is fetched again: `'reconnect'` (the
 * default) when the live connection comes back (another instance, a restart, lost events);
 * `'firstConnect'` when it first opens, for what the page read before it (the first screen);
 * `'connect'` both. The shell reads every cached answer again on a reconnect, so a plain SWR
 * entry needs only `'firstConnect'`; paged lists and threads, which that read skips, `'connect'`.
 * `failed`: the answer's last read failed. It is not read on the first connect (its failure was
 * shown; reading it again would show it twice), but is after a reconnect (the server is back).
 */
export function useLiveResync(
  read: () => void,
  {
    when = 'reconnect',
    failed = false,
  }: { when?: 'reconnect' | 'firstConnect' | 'connect'; failed?: boolean } = {},
): void {
  const latest = useRef({ read, failed });
  useEffect(() => {
    latest.current = { read, failed };
  });
  useEffect(() => {
    const listener: Resync = (occasion) => {
      if (occasion === 'firstConnect' && latest.current.failed) return;
      latest.current.read();
    };
    const sets = [
      ...(when === 'firstConnect' ? [] : [holder.reconnectResyncs]),
      ...(when === 'reconnect' ? [] : [holder.firstConnectResyncs]),
    ];
    for (const set of sets) set.add(listener);
    return () => {
      for (const set of sets) set.delete(listener);
    };
  }, [when]);
}

/** Closes the live connection on purpose (logout); no disconnect dialog is shown. */
export function closeSocket(): void {
  holder.socket?.disconnect();
  holder.socket = null;
  holder.opening = false;
  holder.queued.length = 0;
}

type LiveEventName = keyof ServerToClientEvents & string;

/**
 * Subscribes to one server event while the component is mounted; the latest handler is used.
 * Opens the connection if nothing has yet, unless `passive` (the shell, which renders before the
 * first screen: it hears the event once a remote or `FIRST_SCREEN_WAIT_MAX_MS` opened it).
 */
export function useLiveEvent<E extends LiveEventName>(
  event: E,
  handler: ServerToClientEvents[E],
  { passive = false } = {},
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (...args: Parameters<ServerToClientEvents[E]>) => {
      (latest.current as (...received: Parameters<ServerToClientEvents[E]>) => void)(...args);
    };
    const listeners = holder.listeners.get(event) ?? new Set<Listener>();
    holder.listeners.set(event, listeners);
    listeners.add(listener as Listener);
    type Events = {
      on(name: E, callback: typeof listener): void;
      off(name: E, callback: typeof listener): void;
    };
    (holder.socket as unknown as Events | null)?.on(event, listener);
    if (!passive) openLiveConnection();
    return () => {
      listeners.delete(listener as Listener);
      (holder.socket as unknown as Events | null)?.off(event, listener);
    };
  }, [event, passive]);
}
