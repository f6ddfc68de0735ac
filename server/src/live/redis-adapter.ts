import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { PortalIo } from './live-types';

/** Fans socket.io broadcasts out to every instance through Redis pub/sub; returns its closer. */
export async function useRedisAdapter(
  io: PortalIo,
  redisUrl: string,
): Promise<() => Promise<void>> {
  const pubClient = createClient({ url: redisUrl });
  const subClient = pubClient.duplicate();
  await Promise.all([pubClient.connect(), subClient.connect()]);
  io.adapter(createAdapter(pubClient, subClient));
  return async () => {
    await Promise.allSettled([pubClient.quit(), subClient.quit()]);
  };
}
