import { defineCalls } from '../define-call';
import type { tokenSchemas } from '../schemas/calls/tokens';

export const tokenCalls = defineCalls<typeof tokenSchemas>()({
  /** Every token not deleted, newest first. */
  listTokens: { method: 'GET', path: '/tokens/all' },
  /** The call paths a token may be granted (`grantableEndpoints`). */
  tokenEndpoints: { method: 'GET', path: '/tokens/endpoints' },
  /** Answers with the secret once (`token`) and what is stored about it (`tokenInfo`). */
  createToken: { method: 'POST', path: '/tokens/create', idempotent: 'secret' },
  /**
   * SPEC names this call; the secret is kept only as a hash, so it is never shown again: always
   * 410 `token.secretShownOnce` (404 for a token that does not exist).
   */
  tokenJwt: { method: 'GET', path: '/tokens/:id/jwt' },
  deactivateToken: { method: 'POST', path: '/tokens/deactivate' },
  // SPEC shows no activate call but has its failure message; this is how activation persists.
  activateToken: { method: 'POST', path: '/tokens/activate' },
  deleteToken: { method: 'POST', path: '/tokens/delete' },
});
