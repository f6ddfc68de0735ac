import { calls } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { type QueryOptions, useQuery } from './query';

/** GET /admin/webhooks: every webhook, newest first, with its latest delivery (admins). */
export function useWebhooks() {
  return useQuery(calls.listWebhooks, {});
}

/** The cache entry of the webhook list. */
export function webhooksKey() {
  return apiKey(calls.listWebhooks, {});
}

/** GET /admin/webhooks/{id}/deliveries: one webhook's latest deliveries, newest first; none for null. */
export function useWebhookDeliveries(webhookId: number | null, options?: QueryOptions) {
  return useQuery(
    calls.webhookDeliveries,
    webhookId === null ? null : { params: { id: webhookId } },
    options,
  );
}

/** The cache entry of one webhook's delivery log. */
export function webhookDeliveriesKey(webhookId: number) {
  return apiKey(calls.webhookDeliveries, { params: { id: webhookId } });
}
