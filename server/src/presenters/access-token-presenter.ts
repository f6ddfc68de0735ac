import type { AccessToken } from '@portal/shared/contract';
import ipaddr from 'ipaddr.js';
import type { AccessTokenRecord } from '../repositories/accounts/access-tokens-repository';

/**
 * An IPv4 client of a dual-stack socket is recorded as `::ffff:a.b.c.d`; people know it as
 * `a.b.c.d` (`ipaddr.process`, as the rate limits count it). Any other address shows as recorded.
 */
function shownAddress(address: string | null): string | null {
  return address !== null && ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

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
    lastUsedAddress: shownAddress(token.lastUsedAddress),
  };
}
