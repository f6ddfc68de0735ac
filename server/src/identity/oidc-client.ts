import * as client from 'openid-client';
import type { OidcConfig } from '../config/portal-config';
import type { OidcSignInState } from './oidc-state';

/** One call to the provider (discovery, token, userinfo) never waits longer than this. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Why a sign-in failed: the provider said no (or answered wrongly), or could not be reached. */
export class OidcFailure extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'OidcFailure';
  }
}

/** fetch's own failure (refused, reset, DNS) or a time-out, wherever it sits in the cause chain. */
function isNetworkFailure(failure: unknown): boolean {
  for (
    let error = failure, depth = 0;
    typeof error === 'object' && error !== null && depth < 4;
    depth += 1
  ) {
    // By name: fetch's TypeError comes from another realm than this module's under a test runner.
    const { name, message } = error as Error;
    if ((name === 'TypeError' && /fetch failed/i.test(message)) || name === 'TimeoutError') {
      return true;
    }
    error = (error as Error).cause;
  }
  return false;
}

/** Network errors, time-outs and 5xx answers are the provider being down; anything else, a no. */
function classify(failure: unknown, doing: string): OidcFailure {
  if (failure instanceof OidcFailure) return failure;
  const code = failure instanceof client.ClientError ? failure.code : undefined;
  const status =
    code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && failure instanceof Error
      ? (failure.cause as Response | undefined)?.status
      : undefined;
  const down =
    isNetworkFailure(failure) ||
    code === 'OAUTH_TIMEOUT' ||
    code === 'OAUTH_ABORT' ||
    (status !== undefined && status >= 500);
  const reason = failure instanceof Error ? failure.message : String(failure);
  return new OidcFailure(down ? 'unavailable' : 'refused', `${doing}: ${reason}`, {
    cause: failure,
  });
}

export interface OidcClaims extends Record<string, unknown> {
  sub: string;
}

export interface OidcClient {
  /** The provider's authorization address for a new sign-in (PKCE S256, state and nonce). */
  authorizationUrl(state: OidcSignInState): Promise<string>;
  /** Checks the provider's answer, exchanges its code and reads the ID token and userinfo claims. */
  finish(search: string, state: OidcSignInState): Promise<OidcClaims>;
  /** The provider's sign-out address, when it has one (and could be reached). */
  endSessionUrl(): Promise<string | undefined>;
}

/**
 * The portal's OpenID Connect client (openid-client): the provider's metadata is discovered on
 * first use and kept; a failed discovery is tried again on the next sign-in.
 */
export function createOidcClient(config: OidcConfig): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const issuer = new URL(config.issuer);

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // The environment allows http only for a provider on this machine (env.ts).
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((failure: unknown) => {
        discovered = undefined;
        throw classify(failure, 'Discovery failed');
      });
    return discovered;
  }

  return {
    async authorizationUrl(state) {
      const provider = await configuration();
      return client.buildAuthorizationUrl(provider, {
        redirect_uri: config.redirectUrl,
        scope: config.scopes.join(' '),
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
        code_challenge_method: 'S256',
        state: state.state,
        nonce: state.nonce,
      }).href;
    },

    async finish(search, state) {
      const provider = await configuration();
      const answer = new URL(config.redirectUrl);
      answer.search = search;
      try {
        const tokens = await client.authorizationCodeGrant(provider, answer, {
          pkceCodeVerifier: state.codeVerifier,
          expectedState: state.state,
          expectedNonce: state.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new OidcFailure('refused', 'The provider sent no ID token.');
        // Scope claims (profile, custom ones) often come only from userinfo, not the ID token.
        const userInfo = provider.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub)
          : {};
        return { ...idClaims, ...userInfo, sub: idClaims.sub };
      } catch (failure) {
        throw classify(failure, 'Sign-in failed');
      }
    },

    async endSessionUrl() {
      try {
        const provider = await configuration();
        if (!provider.serverMetadata().end_session_endpoint) return undefined;
        return client.buildEndSessionUrl(provider, {
          post_logout_redirect_uri: config.postLogoutRedirectUrl,
        }).href;
      } catch {
        return undefined;
      }
    },
  };
}
