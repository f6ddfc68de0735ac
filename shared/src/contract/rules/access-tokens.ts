import { type CallName, calls } from '../calls/index';
import { tokenCalls } from '../calls/tokens';
import { webhookCalls } from '../calls/webhooks';
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

/**
 * Calls no token is ever granted. The public ones need no credential; the others manage
 * credentials or outlive them: a token cannot end a session, cannot list, create, revive or
 * delete tokens, so a leaked one can neither mint a longer-lived successor nor hide itself, and
 * cannot set up a webhook, which would keep sending the portal's events after it is revoked,
 * cannot download its creator's whole record, and cannot erase an account.
 */
const NEVER_GRANTED: ReadonlySet<CallName> = new Set<CallName>([
  ...(Object.keys(calls) as CallName[]).filter((name) => 'public' in calls[name]),
  'logout',
  // A person's whole record is for that person in the portal, not for an integration; erasing
  // one cannot be undone, so it is for an administrator in the portal too.
  'exportMyData',
  'eraseAccount',
  ...(Object.keys(tokenCalls) as Array<keyof typeof tokenCalls>),
  ...(Object.keys(webhookCalls) as Array<keyof typeof webhookCalls>),
]);

const NEVER_GRANTED_PATHS: ReadonlySet<string> = new Set(
  [...NEVER_GRANTED].map((name) => calls[name].path),
);

/**
 * The endpoints a token may be granted (`GET /tokens/endpoints`): the path of every contract call
 * but those above, once each (a path's methods are told apart by the permissions), in the
 * contract's order. A grant is by path, so a path shared with a call above is never offered.
 */
export const GRANTABLE_ENDPOINTS: readonly string[] = [
  ...new Set(
    (Object.keys(calls) as CallName[])
      .map((name) => calls[name].path)
      .filter((path) => !NEVER_GRANTED_PATHS.has(path)),
  ),
];

/** Whether a token's endpoints and permissions cover a call (its status is checked apart). */
export function tokenGrants(
  token: { endpoints: readonly string[]; permissions: readonly TokenPermission[] },
  call: { method: HttpMethod; path: string },
): boolean {
  return (
    token.endpoints.includes(call.path) &&
    token.permissions.includes(permissionForMethod(call.method))
  );
}
