import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { adminsOnly } from '../../http/admins-only';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  retryWebhookDelivery,
  webhookDeliveries,
} from '../../services/webhooks/manage-webhooks';
import { mountOptions, type RouteDeps } from '../route-deps';

/** Outgoing webhooks: admins only (power ≥ 100); the rules are in `services/webhooks/`. */
export function webhooksRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [adminsOnly] };
  const rules = { allowedHosts: deps.config.webhooks.allowedHosts };
  mountCall(router, calls.listWebhooks, options, () => listWebhooks(deps.services));
  mountCall(router, calls.createWebhook, options, ({ body }, req) =>
    createWebhook(deps.services, requireViewer(req), body, rules),
  );
  mountCall(router, calls.deleteWebhook, options, ({ params }, req) =>
    deleteWebhook(deps.services, requireViewer(req), params.id),
  );
  mountCall(router, calls.webhookDeliveries, options, ({ params }) =>
    webhookDeliveries(deps.services, params.id),
  );
  mountCall(router, calls.retryWebhookDelivery, options, ({ params }) =>
    retryWebhookDelivery(deps.services, params.id, params.deliveryId),
  );
  return router;
}
