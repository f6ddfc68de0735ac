import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { adminsOnly } from '../../http/admins-only';
import { mountCall } from '../../http/mount-call';
import { mountDownload } from '../../http/mount-download';
import { auditCsv, auditPage } from '../../services/audit/audit-log';
import { mountOptions, type RouteDeps } from '../route-deps';

/** The audit trail: administrators only (power ≥ 100), read-only; the rules are in `services/audit/`. */
export function auditRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [adminsOnly] };
  mountCall(router, calls.auditLog, options, ({ query }) => auditPage(deps.services, query));
  mountDownload(router, calls.auditCsv, options, async ({ query }) =>
    auditCsv(deps.services, query),
  );
  return router;
}
