import { ERROR_CODES } from '@portal/shared/contract';
import type { Request } from 'express';
import { refuse } from '../errors/app-error';
import type { SessionViewer, Viewer } from '../identity/viewer';
import type { ClientKind } from '../services/tickets/client-kind';

declare global {
  namespace Express {
    interface Request {
      viewer?: Viewer;
      clientKind?: ClientKind;
    }
  }
}

export function requireViewer(req: Request): Viewer {
  if (!req.viewer) throw refuse({ code: ERROR_CODES.unauthorized });
  return req.viewer;
}

/**
 * For calls about the session itself (logout). No token is ever granted them
 * (`GRANTABLE_ENDPOINTS`), so a token reaching one is refused like an unknown credential.
 */
export function requireSessionViewer(req: Request): SessionViewer {
  const viewer = requireViewer(req);
  if (!('sessionId' in viewer)) throw refuse({ code: ERROR_CODES.unauthorized });
  return viewer;
}
