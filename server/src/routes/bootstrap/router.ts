import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { getFirstScreen } from '../../services/session/first-screen';
import { mountOptions, type RouteDeps } from '../route-deps';

/** `GET /bootstrap`: the first screen's data, asked for by the page's HTML (ARCHITECTURE §4). */
export function bootstrapRouter(deps: RouteDeps): Router {
  const router = Router();
  mountCall(router, calls.bootstrap, mountOptions(deps), (_input, req, res) => {
    // One person's data, read once by the page that asked: never kept by any cache.
    res.setHeader('Cache-Control', 'no-store');
    return getFirstScreen(deps.services, requireViewer(req), deps.config.defaultLang);
  });
  return router;
}
