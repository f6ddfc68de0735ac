import { createHash } from 'node:crypto';
import type { Account } from '@portal/shared/contract';
import { ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import { verifyLaunchCode } from '../../identity/launch-codes';
import type { SessionTokens } from '../../identity/session-tokens';
import type { Viewer } from '../../identity/viewer';
import { presentOwnAccount } from '../../presenters/account-presenter';
import { findAccountById } from '../../repositories/accounts/accounts-repository';
import { findOrCreateGameAccount } from '../../repositories/accounts/game-accounts-repository';
import { claimLaunchCode } from '../../repositories/accounts/sessions-repository';
import type { ServiceDeps } from '../service-deps';
import { startSession } from './sessions';

/**
 * GET /tokenFrame?code= — the game server's signed launch code becomes a portal session, once:
 * a code seen before is refused (it may have leaked through a log, a proxy or the browser history).
 * Codes are told apart by their bytes: the game should put a `jti` in each, or two signed for one
 * player in the same second are one code, and the second is refused.
 */
export async function exchangeLaunchCode(
  deps: ServiceDeps,
  tokens: SessionTokens,
  launchCodeSecret: string | undefined,
  code: string,
): Promise<{ token: string }> {
  if (!launchCodeSecret) {
    throw refuse({ code: ERROR_CODES.launchDisabled });
  }
  const identity = await verifyLaunchCode(code, launchCodeSecret);
  if (!identity) {
    throw refuse({ code: ERROR_CODES.launchCodeInvalid });
  }
  const hash = createHash('sha256').update(code).digest('hex');
  if (!(await claimLaunchCode(deps.db, { hash, expiresAt: identity.expiresAt }))) {
    throw refuse({ code: ERROR_CODES.launchCodeUsed });
  }
  const accountId = await findOrCreateGameAccount(deps.db, identity);
  return { token: await startSession(deps.db, tokens, accountId) };
}

/** GET /me — the viewer's own account, however they signed in. */
export async function getOwnAccount(deps: ServiceDeps, viewer: Viewer): Promise<Account> {
  const account = await findAccountById(deps.db, viewer.id);
  if (!account) throw refuse({ code: ERROR_CODES.unauthorized });
  return presentOwnAccount(account, deps.pseudonyms);
}
