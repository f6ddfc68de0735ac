import type { RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { unauthorized } from '../errors/app-error';
import type { SessionTokens } from '../identity/session-tokens';
import type { Viewer } from '../identity/viewer';
import type { Pseudonyms } from '../identity/visual-ids';
import { findAccountById } from '../repositories/accounts-repository';

export interface ViewerResolver {
  /** The viewer for a bearer token, read fresh from the database (power and roles may change). */
  resolve(token: string | undefined): Promise<Viewer | undefined>;
}

export function createViewerResolver(
  db: Kysely<Database>,
  tokens: SessionTokens,
  pseudonyms: Pseudonyms,
): ViewerResolver {
  return {
    async resolve(token) {
      if (!token) return undefined;
      const accountId = await tokens.verify(token);
      if (accountId === undefined) return undefined;
      const account = await findAccountById(db, accountId);
      if (!account) return undefined;
      return {
        id: account.id,
        visualId: pseudonyms.ofAccount(account.id),
        name: account.name,
        power: account.power,
        roles: account.roles,
      };
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
