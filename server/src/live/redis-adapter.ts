import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisLink } from '../redis/redis-link';
import type { PortalIo } from './live-types';

/** socket.io's own default channel prefix. */
export const DEFAULT_REDIS_KEY_PREFIX = 'socket.io';

/**
 * Fans socket.io broadcasts out to every instance through Redis pub/sub. Instances talk only to
 * instances with the same `keyPrefix` (one per deployment or test run). While Redis is down each
 * instance still reaches its own sockets; the subscriptions are made again when it returns.
 */
export function useRedisAdapter(io: PortalIo, link: RedisLink, keyPrefix: string): void {
  io.adapter(
    createAdapter(link.client('live publish'), link.client('live subscribe'), { key: keyPrefix }),
  );
}
