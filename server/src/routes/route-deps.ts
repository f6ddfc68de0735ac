import type { PortalConfig } from '../config/portal-config';
import type { TokenViewerResolver } from '../http/token-viewers';
import type { SessionTokens } from '../identity/session-tokens';
import type { ViewerResolver } from '../identity/viewer-resolver';
import type { RateLimits } from '../rate-limits/rate-limits';
import type { ServiceDeps } from '../services/service-deps';
import type { SsoSignIn } from '../services/session/sso-session';

export interface RouteDeps {
  services: ServiceDeps;
  tokens: SessionTokens;
  viewers: ViewerResolver;
  tokenViewers: TokenViewerResolver;
  limits: RateLimits;
  /** Single sign-on (OpenID Connect); undefined when no provider is configured. */
  sso: SsoSignIn | undefined;
  /** Whether Redis is reachable now; undefined when none is configured. */
  redisReachable?: () => boolean;
  config: Pick<PortalConfig, 'loginUrl' | 'defaultLang' | 'env' | 'webhooks'> &
    Partial<Pick<PortalConfig, 'launchCodeSecret' | 'instanceName'>>;
}

export function mountOptions(deps: RouteDeps) {
  return { checkResponses: deps.config.env !== 'production', idempotencyStore: deps.services.db };
}
