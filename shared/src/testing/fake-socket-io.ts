/**
 * Stand-in for `socket.io-client` (the live channel's network boundary). The real
 * `@portal/shared/runtime/socket` runs on top of it; tests push server events with `serverSends`.
 */
type Listener = (...args: unknown[]) => void;

class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly sent: Array<[event: string, payload: unknown]> = [];
  readonly io = { on: () => this.io, off: () => this.io };
  /** socket.io's `active`: false once the server refused the handshake. */
  active = true;
  connects = 0;

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload: unknown) {
    this.sent.push([event, payload]);
    return this;
  }

  disconnect() {
    return this;
  }

  connect() {
    this.connects += 1;
    return this;
  }

  serverSends(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

export const fakeSocket = new FakeSocket();

export function io() {
  return fakeSocket;
}
