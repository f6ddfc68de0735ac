import { calls } from '@portal/shared/contract';
import { webhookDeliveriesKey, webhooksKey } from '@portal/shared/runtime/queries/get-webhooks';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** Every webhook write reads the list again; its failure is said beside the control that sent it. */
const WEBHOOK_WRITE = {
  invalidates: () => [webhooksKey()],
  failureShownInPlace: true,
  throwOnError: true,
} as const;

/**
 * POST /admin/webhooks → the signing secret (shown this once) and the webhook as stored. The
 * dialog says why an address was refused, so no second dialog repeats it.
 */
export function useCreateWebhook() {
  return useMutation(calls.createWebhook, { ...WEBHOOK_WRITE, reasonShownInPlace: true });
}

/** DELETE /admin/webhooks/{id}. */
export function useDeleteWebhook() {
  return useMutation(calls.deleteWebhook, WEBHOOK_WRITE);
}

/**
 * POST /admin/webhooks/{id}/deliveries/{deliveryId}/retry: that webhook's log is read again, and
 * the list, whose latest delivery it may be.
 */
export function useRetryWebhookDelivery(webhookId: number) {
  return useMutation(calls.retryWebhookDelivery, {
    invalidates: () => [webhookDeliveriesKey(webhookId), webhooksKey()],
    failureShownInPlace: true,
  });
}
