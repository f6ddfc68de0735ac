import type { HttpMethod } from '../define-call';
import type { TokenPermission } from '../limits';
import type { AccessToken } from '../schemas/access-token';

/** read = GET, write = POST/PUT/PATCH, admin = DELETE (SPEC §6, ARCHITECTURE §5). */
export function permissionForMethod(method: HttpMethod): TokenPermission {
  if (method === 'GET') return 'read';
  if (method === 'DELETE') return 'admin';
  return 'write';
}

export type TokenStatus = 'expired' | 'active' | 'inactive';

/** Expired once expiresAt has passed, otherwise Active or Inactive by isActive (SPEC §4). */
export function tokenStatus(
  token: Pick<AccessToken, 'expiresAt' | 'isActive'>,
  now: number,
): TokenStatus {
  if (token.expiresAt <= now) return 'expired';
  return token.isActive ? 'active' : 'inactive';
}

/** Whether a token lets a request through: usable, granted the endpoint and the method. */
export function tokenAllows(
  token: Pick<AccessToken, 'expiresAt' | 'isActive' | 'endpoints' | 'permissions'>,
  request: { method: HttpMethod; endpoint: string },
  now: number,
): boolean {
  return (
    tokenStatus(token, now) === 'active' &&
    token.endpoints.includes(request.endpoint) &&
    token.permissions.includes(permissionForMethod(request.method))
  );
}
