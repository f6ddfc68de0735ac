import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { batchedRateLimit } from './batched-rate-limit';
import type { RateLimit } from './rate-limit';

/** So many uses of one key within so many seconds. */
export interface Quota {
  points: number;
  seconds: number;
  /**
   * Only ever taken, never given back nor forgotten: once a key's points are used up, this instance
   * refuses it on its own until the window ends, so a flood past the budget costs the store nothing
   * (a count given back could reopen a key that this instance would go on refusing).
   */
  onlyTaken?: true;
  /**
   * Counted in Redis in batches (`batched-rate-limit.ts`): the quota every call takes, where one
   * Redis round trip per call was a tenth of an instance's system calls. Exact near the budget.
   */
  countedInBatches?: true;
}

/**
 * The portal's quotas. Logins count failures only: per account name and address (one address
 * guessing one password), per client address (one address guessing many accounts; generous, since
 * a game's players may share one) and per account name from every address (a password guessed from
 * many addresses; it refuses only addresses that have failed on that name, so nobody can lock an
 * account out). Creation and reads are counted per account, so a flood from one player slows only
 * that player.
 */
export interface Quotas {
  failedLoginsPerAccountAndAddress: Quota;
  failedLoginsPerAccount: Quota;
  failedLoginsPerAddress: Quota;
  failedLaunchesPerAddress: Quota;
  ticketsPerAccount: Quota;
  commentsPerAccount: Quota;
  /** AI suggestions and assistant messages: each may call a paid model. */
  aiRequestsPerAccount: Quota;
  /** Every authenticated GET and the calls the contract marks `reads` (per account or access token). */
  readsPerAccount: Quota;
}

/** The quotas from the configuration (the `*_RATE_LIMIT` variables of `config/env.ts`). */
export function quotasFrom(config: {
  failedLoginsPerAccountAndAddress: number;
  failedLoginsPerAccount: number;
  failedLoginsPerAddress: number;
  ticketsPer10Minutes: number;
  commentsPerMinute: number;
  aiRequestsPerMinute: number;
  readsPerMinute: number;
}): Quotas {
  return {
    failedLoginsPerAccountAndAddress: {
      points: config.failedLoginsPerAccountAndAddress,
      seconds: 15 * 60,
    },
    failedLoginsPerAccount: { points: config.failedLoginsPerAccount, seconds: 15 * 60 },
    failedLoginsPerAddress: { points: config.failedLoginsPerAddress, seconds: 15 * 60 },
    failedLaunchesPerAddress: { points: config.failedLoginsPerAddress, seconds: 15 * 60 },
    ticketsPerAccount: { points: config.ticketsPer10Minutes, seconds: 10 * 60, onlyTaken: true },
    commentsPerAccount: { points: config.commentsPerMinute, seconds: 60, onlyTaken: true },
    aiRequestsPerAccount: { points: config.aiRequestsPerMinute, seconds: 60, onlyTaken: true },
    readsPerAccount: {
      points: config.readsPerMinute,
      seconds: 60,
      onlyTaken: true,
      countedInBatches: true,
    },
  };
}

export type RateLimits = Record<keyof Quotas, RateLimit>;

function rateLimit(limiter: RateLimiterMemory | RateLimiterRedis): RateLimit {
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
    async used(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
    async forget(key) {
      await limiter.delete(key);
    },
  };
}

/** A quota counted in this process only: what one connection sends never needs sharing. */
export function localRateLimit(quota: Quota): RateLimit {
  return rateLimit(new RateLimiterMemory({ points: quota.points, duration: quota.seconds }));
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
    if (!options.redis) return [name, rateLimit(memory)];
    const limiter = new RateLimiterRedis({
      ...shape,
      keyPrefix,
      storeClient: options.redis,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
      ...(quota.onlyTaken ? { inMemoryBlockOnConsumed: quota.points } : {}),
    });
    return [
      name,
      quota.countedInBatches ? batchedRateLimit(limiter, quota.points) : rateLimit(limiter),
    ];
  });
  return Object.fromEntries(entries) as RateLimits;
}
