import type { RequestHandler } from 'express';
import { TooManyRequests } from '../errors/app-error';
import { requireViewer } from '../http/request-context';
import type { RateLimit } from './rate-limits';

/** Counts every call of the signed-in account against `limit`; past it, a 429 that says what. */
export function quotaPerAccount(limit: RateLimit, message: string): RequestHandler {
  return async (req, _res, next) => {
    const waitMs = await limit.take(String(requireViewer(req).id));
    if (waitMs > 0) throw new TooManyRequests(message, waitMs);
    next();
  };
}

export interface FailureKey {
  limit: RateLimit;
  key: (req: Parameters<RequestHandler>[0]) => string | undefined;
  /** A success clears this key's failures (an account name, never an address). */
  forgetOnSuccess?: boolean;
}

/**
 * Refuses a sign-in while any of its keys has used up its quota of failures, and counts the
 * attempt against every key once it has failed (answered 401).
 */
export function failureQuota(keyed: readonly FailureKey[], message: string): RequestHandler {
  return async (req, res, next) => {
    const keys = keyed.flatMap(({ limit, key, forgetOnSuccess = false }) => {
      const value = key(req);
      return value === undefined ? [] : [{ limit, key: value, forgetOnSuccess }];
    });
    const waits = await Promise.all(keys.map(({ limit, key }) => limit.waitFor(key)));
    const waitMs = Math.max(0, ...waits);
    if (waitMs > 0) throw new TooManyRequests(message, waitMs);
    res.on('finish', () => {
      const counted =
        res.statusCode === 401
          ? keys.map(({ limit, key }) => limit.take(key))
          : res.statusCode < 300
            ? keys
                .filter((entry) => entry.forgetOnSuccess)
                .map(({ limit, key }) => limit.forget(key))
            : [];
      // A store that cannot be reached only loses this count.
      Promise.all(counted).catch(() => undefined);
    });
    next();
  };
}
