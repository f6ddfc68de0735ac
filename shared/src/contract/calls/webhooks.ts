import { defineCalls } from '../define-call';
import type { webhookSchemas } from '../schemas/calls/webhooks';

export const webhookCalls = defineCalls<typeof webhookSchemas>()({
  /** Every webhook, newest first, with its latest delivery (admins). */
  listWebhooks: { method: 'GET', path: '/admin/webhooks' },
  /** Answers with the signing secret once (`secret`) and what is stored (`webhook`). */
  createWebhook: { method: 'POST', path: '/admin/webhooks', idempotent: 'secret' },
  /** Removes a webhook; its pending deliveries are not sent. */
  deleteWebhook: { method: 'DELETE', path: '/admin/webhooks/:id' },
  /** A webhook's latest deliveries, newest first, each with its attempts. */
  webhookDeliveries: { method: 'GET', path: '/admin/webhooks/:id/deliveries' },
  /** Sends a delivery again now, whatever it ended as. */
  retryWebhookDelivery: {
    method: 'POST',
    path: '/admin/webhooks/:id/deliveries/:deliveryId/retry',
  },
});
