import type { AccessToken } from '@portal/shared/contract';
import type { AccessTokenRecord } from '../repositories/access-tokens-repository';

/** A token as admins see it: everything kept about it but its secret's hash. */
export function presentAccessToken(token: AccessTokenRecord): AccessToken {
  return {
    id: token.id,
    name: token.name,
    description: token.description,
    endpoints: token.endpoints,
    permissions: token.permissions,
    createdBy: token.creatorName,
    createdAt: token.createdAt.getTime(),
    expiresAt: token.expiresAt.getTime(),
    isActive: token.isActive,
    lastUsedAt: token.lastUsedAt?.getTime() ?? null,
    lastUsedAddress: token.lastUsedAddress,
  };
}
