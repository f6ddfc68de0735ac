import type { ErrorCode } from '@portal/shared/contract';
import type { Request, RequestHandler } from 'express';
import { TooManyRequests } from '../errors/app-error';
import { requireViewer } from '../http/request-context';
import type { RateLimit } from './rate-limit';

/** Counts every call of the signed-in account against `limit`; past it, a 429 with `code`. */
export function quotaPerAccount(limit: RateLimit, code: ErrorCode): RequestHandler {
  return async (req, _res, next) => {
    const waitMs = await limit.take(String(requireViewer(req).id));
    if (waitMs > 0) throw new TooManyRequests(waitMs, code);
    next();
  };
}

/**
 * Like `quotaPerAccount`, but an access token counts on its own: an integration polling the portal
 * must not use up the budget of its creator's screens.
 */
export function quotaPerCaller(limit: RateLimit): RequestHandler {
  return async (req, _res, next) => {
    const viewer = requireViewer(req);
    const caller =
      'accessToken' in viewer ? `token:${viewer.accessToken.id}` : `account:${viewer.id}`;
    const waitMs = await limit.take(caller);
    if (waitMs > 0) throw new TooManyRequests(waitMs);
    next();
  };
}

type RequestKey = (req: Request) => string | undefined;

export interface FailureKey {
  limit: RateLimit;
  key: RequestKey;
  /** A success clears this key's failures (an account name and address, never an address alone). */
  forgetOnSuccess?: boolean;
  /**
   * Once this key's failures are used up, it still lets through a request whose `unlessClean` key
   * has no failures: a budget shared by every address must not lock out one that never failed.
   */
  unlessClean?: { limit: RateLimit; key: RequestKey };
}

async function isClean(req: Request, { unlessClean }: FailureKey): Promise<boolean> {
  const key = unlessClean?.key(req);
  return key !== undefined && (await unlessClean?.limit.used(key)) === 0;
}

/**
 * Refuses a sign-in while any of its keys has used up its quota of failures. Each attempt is
 * counted as a failure before it is tried, so guesses sent all at once cannot all pass before the
 * first is counted; the count is given back when the answer is no failure (and the keys that
 * `forgetOnSuccess` are cleared on a success). A failure is an answer 401, or no answer at all.
 */
export function failureQuota(keyed: readonly FailureKey[]): RequestHandler {
  return async (req, res, next) => {
    const keys = keyed.flatMap((entry) => {
      const key = entry.key(req);
      return key === undefined ? [] : [{ entry, key }];
    });
    // Read before this attempt is counted: it would make every address look as if it had failed.
    const clean = await Promise.all(keys.map(({ entry }) => isClean(req, entry)));
    const waits = await Promise.all(keys.map(({ entry, key }) => entry.limit.take(key)));
    const giveBack = (which: typeof keys) =>
      // A store that cannot be reached only loses this count.
      Promise.all(which.map(({ entry, key }) => entry.limit.giveBack(key))).catch(() => undefined);
    const waitMs = Math.max(0, ...waits.map((wait, index) => (clean[index] ? 0 : wait)));
    if (waitMs > 0) {
      await giveBack(keys);
      throw new TooManyRequests(waitMs);
    }
    res.once('close', () => {
      if (!res.writableFinished || res.statusCode === 401) return;
      if (res.statusCode >= 300) return void giveBack(keys);
      void giveBack(keys.filter(({ entry }) => !entry.forgetOnSuccess));
      Promise.all(
        keys
          .filter(({ entry }) => entry.forgetOnSuccess)
          .map(({ entry, key }) => entry.limit.forget(key)),
      ).catch(() => undefined);
    });
    next();
  };
}
