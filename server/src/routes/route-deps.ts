import type { PortalConfig } from '../config/portal-config';
import type { SessionTokens } from '../identity/session-tokens';
import type { ServiceDeps } from '../services/service-deps';

export interface RouteDeps {
  services: ServiceDeps;
  tokens: SessionTokens;
  config: Pick<PortalConfig, 'loginUrl' | 'defaultLang' | 'loginRateLimit' | 'env'> &
    Partial<Pick<PortalConfig, 'launchCodeSecret'>>;
}

export function mountOptions(deps: RouteDeps) {
  return { checkResponses: deps.config.env !== 'production' };
}
