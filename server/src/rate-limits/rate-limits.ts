import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

/** So many uses of one key within so many seconds. */
export interface Quota {
  points: number;
  seconds: number;
}

/**
 * The portal's quotas. Logins count failures only, per account name (a password guessed from many
 * addresses) and per client address (one address guessing many accounts; generous, since a game's
 * players may share one). Creation is counted per account, so a flood from one player slows only
 * that player.
 */
export interface Quotas {
  failedLoginsPerAccount: Quota;
  failedLoginsPerAddress: Quota;
  failedLaunchesPerAddress: Quota;
  ticketsPerAccount: Quota;
  commentsPerAccount: Quota;
  /** AI suggestions and assistant messages: each may call a paid model. */
  aiRequestsPerAccount: Quota;
}

/** The quotas from the configuration (see the server README's environment table). */
export function quotasFrom(config: {
  failedLoginsPerAccount: number;
  failedLoginsPerAddress: number;
  ticketsPer10Minutes: number;
  commentsPerMinute: number;
  aiRequestsPerMinute: number;
}): Quotas {
  return {
    failedLoginsPerAccount: { points: config.failedLoginsPerAccount, seconds: 15 * 60 },
    failedLoginsPerAddress: { points: config.failedLoginsPerAddress, seconds: 15 * 60 },
    failedLaunchesPerAddress: { points: config.failedLoginsPerAddress, seconds: 15 * 60 },
    ticketsPerAccount: { points: config.ticketsPer10Minutes, seconds: 10 * 60 },
    commentsPerAccount: { points: config.commentsPerMinute, seconds: 60 },
    aiRequestsPerAccount: { points: config.aiRequestsPerMinute, seconds: 60 },
  };
}

export interface RateLimit {
  /** Counts one use of `key`; the milliseconds to wait when its quota was already used up, else 0. */
  take(key: string): Promise<number>;
  /** The milliseconds until `key` may be used again (0 when it may), without counting a use. */
  waitFor(key: string): Promise<number>;
  /** Forgets the uses of `key` (a login that finally succeeded). */
  forget(key: string): Promise<void>;
}

export type RateLimits = Record<keyof Quotas, RateLimit>;

function rateLimit(limiter: RateLimiterMemory | RateLimiterRedis, quota: Quota): RateLimit {
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(rejection.msBeforeNext, 1);
        throw rejection;
      }
    },
    async waitFor(key) {
      const used = await limiter.get(key);
      return used && used.consumedPoints >= quota.points ? Math.max(used.msBeforeNext, 1) : 0;
    },
    async forget(key) {
      await limiter.delete(key);
    },
  };
}

/** A quota counted in this process only: what one connection sends never needs sharing. */
export function localRateLimit(quota: Quota): RateLimit {
  return rateLimit(new RateLimiterMemory({ points: quota.points, duration: quota.seconds }), quota);
}

/**
 * Every quota, kept in Redis when it is configured (so all instances share one count), else in
 * this process. Should Redis be unreachable, each instance counts on its own meanwhile.
 */
export function createRateLimits(
  quotas: Quotas,
  options: { redis?: RedisClientType; keyPrefix: string },
): RateLimits {
  const entries = Object.entries(quotas).map(([name, quota]) => {
    const shape = { points: quota.points, duration: quota.seconds };
    const keyPrefix = `${options.keyPrefix}:${name}`;
    const memory = new RateLimiterMemory({ ...shape, keyPrefix });
    const limiter = options.redis
      ? new RateLimiterRedis({
          ...shape,
          keyPrefix,
          storeClient: options.redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    return [name, rateLimit(limiter, quota)];
  });
  return Object.fromEntries(entries) as RateLimits;
}

/** A Redis client for the quotas; its errors are logged (unheard, they would end the process). */
export async function connectQuotaStore(url: string, logger: Logger) {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', (error: Error) => logger.warn({ err: error }, 'rate limit store error'));
  await client.connect();
  return client as RedisClientType;
}
