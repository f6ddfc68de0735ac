import { ERROR_CODES } from '@portal/shared/contract';
import type { RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { refuse } from '../errors/app-error';
import type { SessionTokens } from '../identity/session-tokens';
import type { SessionViewer } from '../identity/viewer';
import type { SessionRights, ViewerResolver } from '../identity/viewer-resolver';
import type { Pseudonyms } from '../identity/visual-ids';
import { findAccountsByIds } from '../repositories/accounts/accounts-repository';
import {
  findLiveSessionAccount,
  findLiveSessions,
  touchSessions,
} from '../repositories/accounts/sessions-repository';
import { isTokenSecret } from '../services/tokens/token-secrets';
import type { TokenViewerResolver } from './token-viewers';

/**
 * How long an instance reuses the viewer it found for a token (never past the token's expiry).
 * Every call needs the viewer: the account lookup was a third of a list call's time and checking
 * the signature another 0.1 ms. A power or role change, or a logout, made elsewhere takes effect
 * on every instance within this time.
 */
export const VIEWER_CACHE_MS = 5_000;
/** Tokens an instance remembers at once; the least recently used beyond this are forgotten. */
const VIEWER_CACHE_MAX = 10_000;
/** A session's last use is written at most this often (it decides when an idle session ends). */
const TOUCH_SESSION_EVERY_MS = 60_000;

export interface ViewerResolverOptions {
  /** A session unused this long has ended. */
  sessionIdleSeconds: number;
  cacheMs?: number;
}

export function createViewerResolver(
  db: Kysely<Database>,
  tokens: SessionTokens,
  pseudonyms: Pseudonyms,
  { sessionIdleSeconds, cacheMs = VIEWER_CACHE_MS }: ViewerResolverOptions,
): ViewerResolver {
  const cache =
    cacheMs > 0
      ? new LRUCache<string, SessionViewer>({ max: VIEWER_CACHE_MAX, ttl: cacheMs })
      : undefined;
  /**
   * Lookups under way, by token: calls that bring the same token while it is looked up share the
   * lookup. When a token's reuse time ran out under load, every call arriving until the lookup
   * answered checked its signature and read its session again (hundreds at once when saturated).
   */
  const pending = new Map<string, Promise<SessionViewer | undefined>>();

  async function lookUp(token: string): Promise<SessionViewer | undefined> {
    const verified = await tokens.verify(token);
    if (!verified) return undefined;
    const found = await findLiveSessionAccount(
      db,
      { id: verified.sessionId, accountId: verified.accountId },
      sessionIdleSeconds,
    );
    if (!found) return undefined;
    const { account, lastUsedAt } = found;
    if (Date.now() - lastUsedAt.getTime() > TOUCH_SESSION_EVERY_MS) {
      await touchSessions(db, [verified.sessionId]);
    }
    const viewer: SessionViewer = {
      id: account.id,
      visualId: pseudonyms.ofAccount(account.id),
      name: account.name,
      power: account.power,
      adminRoles: account.adminRoles,
      sessionId: verified.sessionId,
    };
    const reuseMs = Math.min(cacheMs, verified.expiresAt - Date.now());
    if (reuseMs > 0) cache?.set(token, viewer, { ttl: reuseMs });
    return viewer;
  }

  return {
    resolve(token) {
      if (!token) return Promise.resolve(undefined);
      const cached = cache?.get(token);
      if (cached) return Promise.resolve(cached);
      let lookup = pending.get(token);
      if (!lookup) {
        lookup = lookUp(token).finally(() => pending.delete(token));
        pending.set(token, lookup);
      }
      return lookup;
    },
    async currentRights(sessionIds) {
      const sessions = await findLiveSessions(db, sessionIds, sessionIdleSeconds);
      const stale = Date.now() - TOUCH_SESSION_EVERY_MS;
      const [accounts] = await Promise.all([
        findAccountsByIds(
          db,
          [...sessions.values()].map((session) => session.accountId),
        ),
        touchSessions(
          db,
          [...sessions].flatMap(([id, session]) =>
            session.lastUsedAt.getTime() < stale ? [id] : [],
          ),
        ),
      ]);
      const rights = new Map<string, SessionRights>();
      for (const [id, session] of sessions) {
        const account = accounts.get(session.accountId);
        if (account)
          rights.set(id, {
            accountId: account.id,
            power: account.power,
            roles: account.adminRoles,
          });
      }
      return rights;
    },
    forgetSession(sessionId) {
      for (const [token, viewer] of cache?.entries() ?? []) {
        if (viewer.sessionId === sessionId) cache?.delete(token);
      }
    },
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Every /api call except the public session calls needs a valid bearer token: a session's, or an
 * access token's (`tp_…`, SPEC §6), which is accepted only here, in the header.
 */
export function authenticate(
  sessions: ViewerResolver,
  accessTokens: TokenViewerResolver,
): RequestHandler {
  return async (req, _res, next) => {
    const bearer = bearerToken(req.get('authorization'));
    const viewer = isTokenSecret(bearer)
      ? await accessTokens.resolve(bearer, req.ip)
      : await sessions.resolve(bearer);
    if (!viewer) throw refuse({ code: ERROR_CODES.unauthorized });
    // A copy: the resolvers' viewers are shared between requests (cached), the address is not.
    req.viewer = { ...viewer, address: req.ip };
    next();
  };
}
