import { canUseAdminPanel } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TokenViewer } from '../identity/viewer';
import type { Pseudonyms } from '../identity/visual-ids';
import {
  findUsableAccessToken,
  recordAccessTokenUse,
} from '../repositories/accounts/access-tokens-repository';
import { findAccountById } from '../repositories/accounts/accounts-repository';
import { tokenSecretHash } from '../services/tokens/token-secrets';

/** A token's last use is written at most this often from one address (at once from a new one). */
export const RECORD_TOKEN_USE_EVERY_MS = 60_000;

export interface TokenViewerResolver {
  /**
   * The viewer an access token's secret stands for: its creator with their current power and
   * roles. Undefined when the token is unknown, inactive, expired or deleted, or its creator can no
   * longer create tokens (power below 100): one 401 for all, so a caller cannot tell which tokens
   * exist. A demoted creator's token works again if the power comes back.
   */
  resolve(secret: string, address: string | undefined): Promise<TokenViewer | undefined>;
}

/**
 * Unlike sessions, a token is read from the database on every request (one indexed read, plus its
 * creator): deactivating or deleting it, or demoting its creator, stops it at the next request on
 * every instance. Machines calling with a token have no person to notice a grace period.
 */
export function createTokenViewerResolver(
  db: Kysely<Database>,
  pseudonyms: Pseudonyms,
): TokenViewerResolver {
  return {
    async resolve(secret, address) {
      const token = await findUsableAccessToken(db, tokenSecretHash(secret));
      if (!token) return undefined;
      const creator = await findAccountById(db, token.creatorId);
      if (!creator || !canUseAdminPanel(creator)) return undefined;
      const recordedAgo = Date.now() - (token.lastUsedAt?.getTime() ?? 0);
      if (recordedAgo >= RECORD_TOKEN_USE_EVERY_MS || token.lastUsedAddress !== (address ?? null)) {
        await recordAccessTokenUse(db, token.id, address ?? null);
      }
      return {
        id: creator.id,
        visualId: pseudonyms.ofAccount(creator.id),
        name: creator.name,
        power: creator.power,
        adminRoles: creator.adminRoles,
        accessToken: { id: token.id, endpoints: token.endpoints, permissions: token.permissions },
      };
    },
  };
}
