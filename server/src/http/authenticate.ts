import type { RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { unauthorized } from '../errors/app-error';
import type { SessionTokens } from '../identity/session-tokens';
import type { Viewer } from '../identity/viewer';
import type { Pseudonyms } from '../identity/visual-ids';
import { findAccountById } from '../repositories/accounts-repository';

export interface ViewerResolver {
  /** The viewer for a bearer token (account read at most `VIEWER_CACHE_MS` ago). */
  resolve(token: string | undefined): Promise<Viewer | undefined>;
}

/**
 * How long an instance reuses an account it read for a token. Every call needs the viewer, and the
 * lookup was a third of a list call's time; a power or role change made elsewhere takes effect on
 * every instance within this time.
 */
export const VIEWER_CACHE_MS = 5_000;
const VIEWER_CACHE_MAX = 10_000;

interface CachedViewer {
  viewer: Viewer;
  expiresAt: number;
}

function forgetExpired(cache: Map<number, CachedViewer>, now: number): void {
  for (const [id, entry] of cache) if (entry.expiresAt <= now) cache.delete(id);
  // Still full of live entries: start over rather than grow without bound.
  if (cache.size >= VIEWER_CACHE_MAX) cache.clear();
}

export function createViewerResolver(
  db: Kysely<Database>,
  tokens: SessionTokens,
  pseudonyms: Pseudonyms,
  cacheMs = VIEWER_CACHE_MS,
): ViewerResolver {
  const cache = new Map<number, CachedViewer>();
  return {
    async resolve(token) {
      if (!token) return undefined;
      const accountId = await tokens.verify(token);
      if (accountId === undefined) return undefined;
      const now = Date.now();
      const cached = cache.get(accountId);
      if (cached && cached.expiresAt > now) return cached.viewer;
      const account = await findAccountById(db, accountId);
      if (!account) return undefined;
      const viewer: Viewer = {
        id: account.id,
        visualId: pseudonyms.ofAccount(account.id),
        name: account.name,
        power: account.power,
        roles: account.roles,
      };
      if (cacheMs > 0) {
        if (cache.size >= VIEWER_CACHE_MAX) forgetExpired(cache, now);
        cache.set(accountId, { viewer, expiresAt: now + cacheMs });
      }
      return viewer;
    },
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Every /api call except the public session calls needs a valid bearer token. */
export function authenticate(resolver: ViewerResolver): RequestHandler {
  return async (req, _res, next) => {
    const viewer = await resolver.resolve(bearerToken(req.get('authorization')));
    if (!viewer) throw unauthorized();
    req.viewer = viewer;
    next();
  };
}
