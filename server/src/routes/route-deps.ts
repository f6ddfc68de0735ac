import type { PortalConfig } from '../config/portal-config';
import type { ViewerResolver } from '../http/authenticate';
import type { SessionTokens } from '../identity/session-tokens';
import type { RateLimits } from '../rate-limits/rate-limits';
import type { ServiceDeps } from '../services/service-deps';

export interface RouteDeps {
  services: ServiceDeps;
  tokens: SessionTokens;
  viewers: ViewerResolver;
  limits: RateLimits;
  config: Pick<PortalConfig, 'loginUrl' | 'defaultLang' | 'env'> &
    Partial<Pick<PortalConfig, 'launchCodeSecret'>>;
}

export function mountOptions(deps: RouteDeps) {
  return { checkResponses: deps.config.env !== 'production' };
}
