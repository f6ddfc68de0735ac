import type { PortalConfig } from '../config/portal-config';
import type { ViewerResolver } from '../http/authenticate';
import type { TokenViewerResolver } from '../http/token-viewers';
import type { SessionTokens } from '../identity/session-tokens';
import type { RateLimits } from '../rate-limits/rate-limits';
import type { ServiceDeps } from '../services/service-deps';

export interface RouteDeps {
  services: ServiceDeps;
  tokens: SessionTokens;
  viewers: ViewerResolver;
  tokenViewers: TokenViewerResolver;
  limits: RateLimits;
  config: Pick<PortalConfig, 'loginUrl' | 'defaultLang' | 'env'> &
    Partial<Pick<PortalConfig, 'launchCodeSecret' | 'instanceName'>>;
}

export function mountOptions(deps: RouteDeps) {
  return { checkResponses: deps.config.env !== 'production' };
}
