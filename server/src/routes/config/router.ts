import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { adminsOnly } from '../../http/admins-only';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { deleteConfig, listConfig, saveConfig } from '../../services/config/manage-config';
import { mountOptions, type RouteDeps } from '../route-deps';

/** Configuration (SPEC §5, §7): admins only (power ≥ 100); the rules are in `services/config/`. */
export function configRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [adminsOnly] };
  mountCall(router, calls.listConfig, options, () => listConfig(deps.services));
  mountCall(router, calls.saveConfig, options, ({ body }, req) =>
    saveConfig(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.deleteConfig, options, ({ params }, req) =>
    deleteConfig(deps.services, requireViewer(req), params.key),
  );
  return router;
}
