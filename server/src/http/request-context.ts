import type { Request } from 'express';
import { unauthorized } from '../errors/app-error';
import type { Viewer } from '../identity/viewer';
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
  if (!req.viewer) throw unauthorized();
  return req.viewer;
}
