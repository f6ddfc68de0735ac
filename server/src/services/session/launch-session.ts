import { createHash } from 'node:crypto';
import type { Account } from '@portal/shared/contract';
import { forbidden, unauthorized } from '../../errors/app-error';
import { verifyLaunchCode } from '../../identity/launch-codes';
import type { SessionTokens } from '../../identity/session-tokens';
import type { Viewer } from '../../identity/viewer';
import { presentOwnAccount } from '../../presenters/account-presenter';
import { findAccountById } from '../../repositories/accounts-repository';
import { findOrCreateGameAccount } from '../../repositories/game-accounts-repository';
import { claimLaunchCode } from '../../repositories/sessions-repository';
import type { ServiceDeps } from '../service-deps';
import { startSession } from './sessions';

/**
 * GET /tokenFrame?code= — the game server's signed launch code becomes a portal session, once:
 * a code seen before is refused (it may have leaked through a log, a proxy or the browser history).
 */
export async function exchangeLaunchCode(
  deps: ServiceDeps,
  tokens: SessionTokens,
  launchCodeSecret: string | undefined,
  code: string,
): Promise<{ token: string }> {
  if (!launchCodeSecret) {
    throw forbidden('launch.disabled', 'Signing in from the game is not set up on this portal.');
  }
  const identity = await verifyLaunchCode(code, launchCodeSecret);
  if (!identity) {
    throw unauthorized(
      'The launch code is not valid or has expired. Open the portal from the game again.',
    );
  }
  const hash = createHash('sha256').update(code).digest('hex');
  if (!(await claimLaunchCode(deps.db, { hash, expiresAt: identity.expiresAt }))) {
    throw unauthorized('This launch code was already used. Open the portal from the game again.');
  }
  const accountId = await findOrCreateGameAccount(deps.db, identity);
  return { token: await startSession(deps.db, tokens, accountId) };
}

/** GET /me — the viewer's own account, however they signed in. */
export async function getOwnAccount(deps: ServiceDeps, viewer: Viewer): Promise<Account> {
  const account = await findAccountById(deps.db, viewer.id);
  if (!account) throw unauthorized();
  return presentOwnAccount(account, deps.pseudonyms);
}
