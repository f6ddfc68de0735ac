import type { Logger } from 'pino';
import { createClient, type RedisClientType } from 'redis';

/**
 * The instance's connections to Redis, which is an accelerator and never a dependency for staying
 * up: clients connect in the background (an instance started while Redis is down serves at once),
 * reconnect on their own with backoff, and no failure of theirs can end the process.
 */
export interface RedisLink {
  /** A new client on the link; its commands fail while Redis is down, and every failure is heard. */
  client(purpose: string): RedisClientType;
  /** Whether every client is connected. */
  reachable(): boolean;
  /**
   * Calls `listener` each time every client is connected again after Redis was unreachable (an
   * outage, or a start while it was down): what went through Redis meanwhile may have been lost.
   */
  onRestored(listener: () => void): void;
  /** Resolves once every client is connected, or after `timeoutMs` if Redis is not reachable. */
  settled(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A view of `client` that hears every command's failure. Libraries such as the socket.io adapter
 * publish without awaiting; while Redis is down such a command fails after a few seconds, and
 * unheard, that rejection would end the process. Callers that await still get the failure.
 */
function withFailuresHeard(
  client: RedisClientType,
  onFailure: (error: unknown) => void,
): RedisClientType {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) result.catch(onFailure);
        return result;
      };
    },
  });
}

export function createRedisLink(url: string, logger: Logger): RedisLink {
  const clients: RedisClientType[] = [];
  const listeners: (() => void)[] = [];
  // 'closed': the instance is shutting down; its clients ending is not an outage.
  let state: 'connecting' | 'reachable' | 'unreachable' | 'closed' = 'connecting';

  const allReady = () => clients.every((client) => client.isReady);

  /** The outage is logged once when it starts and once when it ends, not per reconnect attempt. */
  function update(failed: boolean) {
    if (state === 'closed') return;
    if (allReady()) {
      const restored = state === 'unreachable';
      state = 'reachable';
      if (restored) {
        logger.warn('Redis reachable again: this instance rejoined the others; clients resync');
        for (const listener of listeners) listener();
      }
      return;
    }
    if (!failed || state === 'unreachable') return;
    state = 'unreachable';
    logger.error(
      'Redis unreachable: serving alone (rate limits count on this instance, live events reach ' +
        "only this instance's sockets) until it returns",
    );
  }

  return {
    client(purpose) {
      const client = createClient({ url }) as RedisClientType;
      // Every reconnection attempt reports an error: heard here, logged as one outage by update().
      client.on('error', (error: Error) => {
        logger.debug({ err: error, purpose }, 'Redis client error');
        update(true);
      });
      client.on('end', () => update(true));
      client.on('reconnecting', () => update(true));
      client.on('ready', () => update(false));
      clients.push(client);
      // Resolves once connected, however long Redis takes.
      client.connect().catch((error: unknown) => logger.warn({ err: error, purpose }, 'Redis'));
      return withFailuresHeard(client, (error) =>
        logger.debug({ err: error, purpose }, 'Redis command failed'),
      );
    },
    reachable: () => state === 'reachable' && allReady(),
    onRestored(listener) {
      listeners.push(listener);
    },
    settled(timeoutMs) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          for (const client of clients) client.off('ready', check);
          resolve();
        };
        const check = () => {
          if (allReady()) done();
        };
        const timer = setTimeout(done, timeoutMs);
        for (const client of clients) client.on('ready', check);
        check();
      });
    },
    async close() {
      state = 'closed';
      listeners.length = 0;
      await Promise.allSettled(
        clients.map((client) => (client.isReady ? client.close() : client.destroy())),
      );
    },
  };
}
