import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import type { PortalIo } from './live-types';

/** socket.io's own default channel prefix. */
export const DEFAULT_REDIS_KEY_PREFIX = 'socket.io';

/**
 * Fans socket.io broadcasts out to every instance through Redis pub/sub; returns its closer.
 * Instances talk only to instances with the same `keyPrefix` (one per deployment or test run).
 */
export async function useRedisAdapter(
  io: PortalIo,
  redisUrl: string,
  keyPrefix: string,
  logger: Logger,
): Promise<() => Promise<void>> {
  const pubClient = createClient({ url: redisUrl });
  const subClient = pubClient.duplicate();
  // Unheard, a connection error (Redis restarting) would end the process; the clients reconnect.
  for (const client of [pubClient, subClient]) {
    client.on('error', (error: Error) => logger.warn({ err: error }, 'live channel Redis error'));
  }
  await Promise.all([pubClient.connect(), subClient.connect()]);
  io.adapter(createAdapter(pubClient, subClient, { key: keyPrefix }));
  return async () => {
    await Promise.allSettled([pubClient.quit(), subClient.quit()]);
  };
}
