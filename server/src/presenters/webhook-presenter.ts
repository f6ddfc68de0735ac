import type { Webhook, WebhookDelivery } from '@portal/shared/contract';
import type { WebhookDeliveryRecord } from '../repositories/webhooks/webhook-deliveries-repository';
import type { WebhookRecord } from '../repositories/webhooks/webhooks-repository';

/** A webhook as admins see it: everything but its secret. */
export function presentWebhook(webhook: WebhookRecord): Webhook {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    format: webhook.format,
    description: webhook.description,
    createdBy: webhook.creatorName,
    createdAt: webhook.createdAt.getTime(),
    lastDelivery: webhook.lastDelivery
      ? { status: webhook.lastDelivery.status, createdAt: webhook.lastDelivery.createdAt.getTime() }
      : null,
  };
}

/** A delivery's log entry: what was sent when, and what each try got (not the payload). */
export function presentWebhookDelivery(delivery: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: delivery.id,
    event: delivery.event,
    ticketId: delivery.ticketId,
    status: delivery.status,
    createdAt: delivery.createdAt.getTime(),
    nextAttemptAt:
      delivery.status === 'pending' ? (delivery.nextAttemptAt?.getTime() ?? null) : null,
    attempts: delivery.attempts.map((attempt) => ({
      at: attempt.at.getTime(),
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    })),
  };
}
