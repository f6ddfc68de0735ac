import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimit } from './rate-limit';

/** Uses counted ahead on this instance reach the shared count at most this long after. */
export const BATCH_FLUSH_MS = 50;
/**
 * A key is counted ahead only while its known count stays this many uses below its budget. All
 * the shared count can miss is what other instances counted ahead and have not sent yet, so a
 * key near its budget (and any budget this small) is counted exactly, one use at a time.
 */
export const BATCH_HEADROOM = 50;
/** How often keys whose window has ended are let go. */
const FORGET_ENDED_MS = 10_000;

interface KeyCount {
  /** The key's count in the shared store when it last answered (this instance's uses included). */
  shared: number;
  /** When the store's window for the key ends, as it last answered; 0 before it has. */
  windowEndsAt: number;
  /** Uses counted here and not yet sent. */
  pending: number;
}

export interface BatchedRateLimit extends RateLimit {
  /** Sends what is counted ahead now, instead of within `BATCH_FLUSH_MS`. */
  flush(): Promise<void>;
}

/**
 * A budget kept in a shared store (`limiter`), counted in batches: a key far from its budget is
 * answered at once and its uses are sent together with every other key's within
 * `BATCH_FLUSH_MS`, in one round trip (the Redis client pipelines what is sent in one tick). An
 * API call is then answered without waiting for the store, and the store is written once per
 * batch instead of once per call: the read quota counted every authenticated read. Near its
 * budget a key is counted exactly, so it is refused as it would be one use at a time.
 */
export function batchedRateLimit(limiter: RateLimiterAbstract, points: number): BatchedRateLimit {
  const counts = new Map<string, KeyCount>();
  const toSend = new Set<string>();
  let sending: NodeJS.Timeout | undefined;
  let forgotAt = Date.now();

  const learn = (count: KeyCount, answer: RateLimiterRes) => {
    count.shared = answer.consumedPoints;
    count.windowEndsAt = Date.now() + answer.msBeforeNext;
  };
  /** Counts `uses` in the store; the store's refusal (a used-up budget) is an answer too. */
  const send = async (count: KeyCount, key: string, uses: number) => {
    try {
      const answer = await limiter.consume(key, uses);
      learn(count, answer);
      return 0;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      learn(count, refusal);
      return Math.max(refusal.msBeforeNext, 1);
    }
  };
  const flush = async () => {
    clearTimeout(sending);
    sending = undefined;
    const keys = [...toSend];
    toSend.clear();
    await Promise.all(
      keys.map((key) => {
        const count = counts.get(key);
        if (!count || count.pending === 0) return undefined;
        const uses = count.pending;
        count.pending = 0;
        // A store that cannot be reached only loses these counts (its insurance counts meanwhile).
        return send(count, key, uses).catch(() => undefined);
      }),
    );
    forgetEnded();
  };
  /** Keys whose window has ended and that have nothing to send are as good as new. */
  const forgetEnded = () => {
    const now = Date.now();
    if (now - forgotAt < FORGET_ENDED_MS) return;
    forgotAt = now;
    for (const [key, count] of counts) {
      if (count.pending === 0 && count.windowEndsAt <= now) counts.delete(key);
    }
  };
  const countOf = (key: string) => {
    let count = counts.get(key);
    if (!count) {
      count = { shared: 0, windowEndsAt: 0, pending: 0 };
      counts.set(key, count);
    } else if (count.windowEndsAt !== 0 && count.windowEndsAt <= Date.now()) {
      count.shared = 0;
    }
    return count;
  };
  return {
    async take(key) {
      const count = countOf(key);
      if (count.shared + count.pending + 1 <= points - BATCH_HEADROOM) {
        count.pending += 1;
        toSend.add(key);
        sending ??= setTimeout(() => void flush(), BATCH_FLUSH_MS).unref();
        return 0;
      }
      const uses = count.pending + 1;
      count.pending = 0;
      return send(count, key, uses);
    },
    async used(key) {
      const count = countOf(key);
      return count.shared + count.pending;
    },
    async giveBack(key) {
      const count = countOf(key);
      if (count.pending > 0) {
        count.pending -= 1;
        return;
      }
      await limiter.reward(key, 1);
      count.shared = Math.max(count.shared - 1, 0);
    },
    async forget(key) {
      counts.delete(key);
      toSend.delete(key);
      await limiter.delete(key);
    },
    flush,
  };
}
