import {
  type AccessToken,
  type CreateTokenBody,
  ERROR_CODES,
  GRANTABLE_ENDPOINTS,
  TOKEN_PERMISSIONS,
} from '@portal/shared/contract';
import { notFound, refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentAccessToken } from '../../presenters/access-token-presenter';
import {
  findAccessToken,
  insertAccessToken,
  listAccessTokens,
  markAccessTokenDeleted,
  setAccessTokenActive,
} from '../../repositories/accounts/access-tokens-repository';
import type { Executor } from '../../repositories/executor';
import { changed, recordAudit } from '../audit/audit-trail';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { newTokenSecret, tokenSecretHash } from './token-secrets';

// Every call here is behind the admin router's `adminsOnly` (power ≥ 100), and no token is ever
// granted one (`GRANTABLE_ENDPOINTS`).

async function presentedToken(db: Executor, id: number): Promise<AccessToken> {
  const token = await findAccessToken(db, id);
  if (!token) throw notFound('token');
  return presentAccessToken(token);
}

export async function listTokens(deps: ServiceDeps): Promise<AccessToken[]> {
  return (await listAccessTokens(deps.db)).map(presentAccessToken);
}

/** Endpoints are contract call paths a token may be granted; each is kept once. */
function grantableEndpoints(endpoints: readonly string[]): string[] {
  const offered = new Set(GRANTABLE_ENDPOINTS);
  const unknown = endpoints.findIndex((endpoint) => !offered.has(endpoint));
  if (unknown >= 0) {
    const params = { endpoint: endpoints[unknown] ?? '' };
    throw refuse({ code: ERROR_CODES.tokenUnknownEndpoint, path: `endpoints.${unknown}`, params });
  }
  return [...new Set(endpoints)];
}

/** Creates a token acting as its creator; its secret is answered now and never again. */
export async function createToken(
  deps: ServiceDeps,
  viewer: Viewer,
  body: CreateTokenBody,
): Promise<{ token: string; tokenInfo: AccessToken }> {
  const endpoints = grantableEndpoints(body.endpoints);
  const permissions = TOKEN_PERMISSIONS.filter((permission) =>
    body.permissions.includes(permission),
  );
  const secret = newTokenSecret();
  const tokenInfo = await changeWithLiveEvents(deps, async (trx, live) => {
    const id = await insertAccessToken(trx, {
      name: body.name,
      description: body.description,
      endpoints,
      permissions,
      secretHash: tokenSecretHash(secret),
      createdBy: viewer.id,
      expiresInDays: body.expiresInDays,
    });
    await recordAudit(trx, viewer, {
      action: 'token.created',
      target: { kind: 'token', id },
      changes: [
        changed('name', null, body.name),
        changed('endpoints', null, endpoints),
        changed('permissions', null, permissions),
        changed('expiresInDays', null, body.expiresInDays),
      ],
    });
    live.tokensChanged(id);
    return presentedToken(trx, id);
  });
  return { token: secret, tokenInfo };
}

/**
 * `GET /tokens/{id}/jwt`: the secret is kept only as a hash, so it cannot be shown again; a lost
 * secret means a new token (a GET that minted a fresh secret would change state on a read).
 */
export async function refuseSecretAgain(deps: ServiceDeps, id: number): Promise<never> {
  await presentedToken(deps.db, id);
  throw refuse({ code: ERROR_CODES.tokenSecretShownOnce });
}

/** Activates or deactivates a token; a deactivated one is refused from its next request on. */
export function setTokenActive(
  deps: ServiceDeps,
  viewer: Viewer,
  tokenId: number,
  isActive: boolean,
): Promise<AccessToken> {
  return changeWithLiveEvents(deps, async (trx, live) => {
    if (!(await setAccessTokenActive(trx, tokenId, isActive))) throw notFound('token');
    await recordAudit(trx, viewer, {
      action: isActive ? 'token.activated' : 'token.deactivated',
      target: { kind: 'token', id: tokenId },
      changes: [changed('isActive', !isActive, isActive)],
    });
    live.tokensChanged(tokenId);
    return presentedToken(trx, tokenId);
  });
}

/** Deletes a token for good: it leaves the list and is refused, its history kept. */
export function deleteToken(
  deps: ServiceDeps,
  viewer: Viewer,
  tokenId: number,
): Promise<{ ok: true }> {
  return changeWithLiveEvents(deps, async (trx, live) => {
    if (!(await markAccessTokenDeleted(trx, tokenId))) throw notFound('token');
    await recordAudit(trx, viewer, {
      action: 'token.deleted',
      target: { kind: 'token', id: tokenId },
    });
    live.tokensChanged(tokenId);
    return { ok: true as const };
  });
}
