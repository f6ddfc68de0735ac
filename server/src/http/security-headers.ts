import { VIDEO_EMBED_ORIGINS } from '@portal/shared/contract';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { PortalConfig } from '../config/portal-config';

export type SecurityHeadersConfig = Pick<PortalConfig, 'remoteOrigins' | 'frameAncestors'>;

const SELF = "'self'";
const NONE = "'none'";

/**
 * The Content-Security-Policy every response carries. Code (scripts, styles, manifests and the
 * remotes' own assets) comes from the portal and the configured remote hosts only, with no
 * `'unsafe-inline'` or `'unsafe-eval'`: the builds have no inline style or script but the shell
 * page's own, allowed by its hash (`static-files.ts`). Images are the portal's: attachments
 * arrive through `GET /api/attachments/…` and are shown as `blob:` addresses. Frames are the
 * portal's own (the event frame) and the players of the accepted video sites. The socket is
 * same-origin, which `'self'` covers for ws:/wss: as well.
 */
function contentSecurityPolicy({ remoteOrigins, frameAncestors }: SecurityHeadersConfig) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: [SELF],
      scriptSrc: [SELF, ...remoteOrigins],
      scriptSrcAttr: [NONE],
      styleSrc: [SELF, ...remoteOrigins],
      connectSrc: [SELF, ...remoteOrigins],
      // The map image (`portal.mapImage`) too: it must be on the portal or a remote origin.
      imgSrc: [SELF, 'data:', 'blob:', ...remoteOrigins],
      fontSrc: [SELF, ...remoteOrigins],
      frameSrc: [SELF, ...Object.values(VIDEO_EMBED_ORIGINS)],
      // The portal frames its own event page; a launcher may be allowed besides.
      frameAncestors: [SELF, ...frameAncestors],
      objectSrc: [NONE],
      baseUri: [SELF],
      formAction: [SELF],
    },
  } as const;
}

/**
 * helmet's headers with the portal's policy. No referrer at all: the portal's addresses name
 * tickets and it needs no referrer itself, and even the origin alone (what
 * `strict-origin-when-cross-origin` sends) would reach every outside site; the video players opt
 * in per frame. HSTS is left to the TLS proxy, which knows whether every subdomain speaks https.
 */
function helmetFor(config: SecurityHeadersConfig): RequestHandler {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    // Browsers that know frame-ancestors ignore X-Frame-Options; older ones would refuse a launcher.
    xFrameOptions: config.frameAncestors.length === 0 ? { action: 'sameorigin' } : false,
  });
}

/**
 * The headers helmet sets, asked of it once: no part of the policy depends on the request, and
 * helmet's dozen middlewares, run on every answer, cost an instance 3.6% of its CPU (a profile of
 * the costs bench) to set the same headers each time. helmet only sets and removes headers.
 */
function headersOf(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let done = false;
  middleware({} as Request, response as unknown as Response, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return headers;
}

export function securityHeaders(config: SecurityHeadersConfig): RequestHandler {
  const headers = headersOf(helmetFor(config));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
