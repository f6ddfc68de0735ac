import { type Account, ERROR_CODES } from '@portal/shared/contract';
import { isStorableText } from '@portal/shared/contract/schemas';
import * as client from 'openid-client';
import type { Logger } from 'pino';
import type { OidcConfig } from '../../config/portal-config';
import { refuse } from '../../errors/app-error';
import { identityFromClaims } from '../../identity/oidc-claims';
import { createOidcClient, type OidcClient, OidcFailure } from '../../identity/oidc-client';
import { createOidcStateSealer, type OidcStateSealer } from '../../identity/oidc-state';
import type { SessionTokens } from '../../identity/session-tokens';
import type { Viewer } from '../../identity/viewer';
import { presentOwnAccount } from '../../presenters/account-presenter';
import {
  findAccountById,
  findAccountBySubject,
} from '../../repositories/accounts/accounts-repository';
import { upsertSsoAccount } from '../../repositories/accounts/sso-accounts-repository';
import { changedFields, recordAudit } from '../audit/audit-trail';
import type { ServiceDeps } from '../service-deps';
import { startSession } from './sessions';

/** What a single sign-on account has before its first sign-in: a player's rights. */
const NEW_ACCOUNT_RIGHTS = { power: 0, adminRoles: [] as string[] };

/** Single sign-on as configured: the provider's client, the state cookie's sealer, the claims. */
export interface SsoSignIn {
  config: OidcConfig;
  client: OidcClient;
  states: OidcStateSealer;
  logger: Logger;
}

export function createSsoSignIn(
  config: OidcConfig | undefined,
  stateSecret: string,
  logger: Logger,
): SsoSignIn | undefined {
  if (!config) return undefined;
  return {
    config,
    client: createOidcClient(config),
    states: createOidcStateSealer(stateSecret, config.stateTtlSeconds),
    logger,
  };
}

function enabled(sso: SsoSignIn | undefined): SsoSignIn {
  if (!sso) throw refuse({ code: ERROR_CODES.ssoDisabled });
  return sso;
}

function providerFailure(sso: SsoSignIn, failure: unknown): never {
  if (!(failure instanceof OidcFailure)) throw failure;
  // The provider's reason (invalid_client, a bad ID token…) is for the operator, not the visitor.
  sso.logger.warn({ reason: failure.message }, 'single sign-on failed');
  if (failure.kind === 'unavailable') {
    throw refuse({ code: ERROR_CODES.ssoUnavailable });
  }
  throw refuse({ code: ERROR_CODES.ssoRefused });
}

/** POST /auth/sso/start: a new sign-in's provider address and its sealed state (the cookie). */
export async function startSsoSignIn(
  maybeSso: SsoSignIn | undefined,
): Promise<{ url: string; sealedState: string }> {
  const sso = enabled(maybeSso);
  const state = {
    state: client.randomState(),
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
  };
  try {
    const url = await sso.client.authorizationUrl(state);
    return { url, sealedState: await sso.states.seal(state) };
  } catch (failure) {
    return providerFailure(sso, failure);
  }
}

/**
 * POST /auth/sso/callback: the provider's answer, checked against the state this browser started
 * with (no account is touched unless it matches), exchanged for the provider's claims; the account
 * of that provider and subject is created or brought up to date, and a session starts exactly as
 * a password login's does.
 */
export async function finishSsoSignIn(
  deps: ServiceDeps,
  tokens: SessionTokens,
  maybeSso: SsoSignIn | undefined,
  sealedState: string | undefined,
  search: string,
): Promise<{ token: string; user: Account }> {
  const sso = enabled(maybeSso);
  const opened =
    sealedState === undefined ? { kind: 'expired' as const } : await sso.states.open(sealedState);
  if (opened.kind === 'expired') {
    throw refuse({ code: ERROR_CODES.ssoStateExpired });
  }
  const answeredState = new URLSearchParams(search).get('state');
  if (opened.kind === 'invalid' || answeredState !== opened.value.state) {
    throw refuse({ code: ERROR_CODES.ssoStateMismatch });
  }
  let claims: Awaited<ReturnType<OidcClient['finish']>>;
  try {
    claims = await sso.client.finish(search, opened.value);
  } catch (failure) {
    return providerFailure(sso, failure);
  }
  if (!isStorableText(claims.sub)) {
    return providerFailure(sso, new OidcFailure('refused', 'The subject is not storable text.'));
  }
  const identity = identityFromClaims(sso.config, claims);
  const account = await deps.db.transaction().execute(async (trx) => {
    // A new account starts as a player; the provider's claims may raise it at once.
    const before = (await findAccountBySubject(trx, identity.subject)) ?? NEW_ACCOUNT_RIGHTS;
    const id = await upsertSsoAccount(trx, identity);
    const after = await findAccountById(trx, id);
    if (!after) throw new Error(`Account ${id} vanished after its sign-in`);
    const changes = changedFields(before, after, ['power', 'adminRoles']);
    if (changes.length > 0) {
      await recordAudit(trx, 'provider', {
        action: 'account.rightsChanged',
        target: { kind: 'account', id },
        subjectId: id,
        changes,
      });
    }
    return after;
  });
  return {
    token: await startSession(deps.db, tokens, account.id),
    user: presentOwnAccount(account, deps.pseudonyms),
  };
}

/** Where a single sign-on account goes after logging out: its provider's sign-out, if any. */
export async function ssoEndSessionUrl(
  deps: ServiceDeps,
  sso: SsoSignIn | undefined,
  viewer: Viewer,
): Promise<string | undefined> {
  if (!sso) return undefined;
  const account = await findAccountById(deps.db, viewer.id);
  if (!account?.external_subject?.startsWith(`oidc:${sso.config.issuer}#`)) return undefined;
  return sso.client.endSessionUrl();
}
