/** How long one attempt to load a remote may take, and the pauses before trying again. */
export interface RetryTiming {
  attemptTimeoutMs: number;
  retryDelaysMs: readonly number[];
}

/**
 * For a slot: a slow line gets 8 s per attempt; a remote that fails or hangs is tried twice more,
 * after 1 s and 2 s, so a short outage (a restart, a release being copied) heals by itself and a
 * remote that is down shows its fallback after about 3 s (or 27 s when every attempt hangs).
 */
export const SLOT_LOAD_TIMING: RetryTiming = {
  attemptTimeoutMs: 8_000,
  retryDelaysMs: [1_000, 2_000],
};

export class LoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'LoadTimeoutError';
  }
}

function withTimeout<T>(pending: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LoadTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds within the time-out, pausing before each retry and calling
 * `beforeRetry` (to drop what the failed attempt left behind); the last failure is thrown.
 */
export async function loadWithRetries<T>(
  attempt: () => Promise<T>,
  beforeRetry: () => void,
  timing: RetryTiming = SLOT_LOAD_TIMING,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await withTimeout(attempt(), timing.attemptTimeoutMs);
    } catch (error) {
      const delay = timing.retryDelaysMs[tries];
      if (delay === undefined) throw error;
      await pause(delay);
      beforeRetry();
    }
  }
}
