import type { PortalConfig } from '../config/portal-config';
import type { ExportRecorder } from '../http/mount-download';
import { requireViewer } from '../http/request-context';
import type { TokenViewerResolver } from '../http/token-viewers';
import type { SessionTokens } from '../identity/session-tokens';
import type { ViewerResolver } from '../identity/viewer-resolver';
import type { RateLimits } from '../rate-limits/rate-limits';
import { recordExport } from '../services/audit/audit-trail';
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
  return {
    checkResponses: deps.config.env !== 'production',
    idempotencyStore: deps.services.db,
    recordExport: exportRecorder(deps),
  };
}

/** Every download is written to the audit trail (`mountDownload`). */
export function exportRecorder(deps: RouteDeps): ExportRecorder {
  return (req, path, input) => recordExport(deps.services.db, requireViewer(req), path, input);
}
