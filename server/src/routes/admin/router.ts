import { calls, canUseAdminPanel, ERROR_CODES, errorTextIn } from '@portal/shared/contract';
import { type RequestHandler, Router } from 'express';
import { forbidden } from '../../errors/app-error';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { adminStats } from '../../services/admin/admin-stats';
import { mountOptions, type RouteDeps } from '../route-deps';

/** Every admin call refuses anyone below power 100 first: before its body is read or any query. */
const adminsOnly: RequestHandler = (req, _res, next) => {
  if (!canUseAdminPanel(requireViewer(req))) {
    throw forbidden(ERROR_CODES.adminOnly, errorTextIn('en', ERROR_CODES.adminOnly));
  }
  next();
};

export function adminRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [adminsOnly] };
  mountCall(router, calls.adminStats, options, () => adminStats(deps.services));
  return router;
}
