import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { idParamSchema, limitedText, okResponseSchema } from '../schemas/common';
import {
  webhookDeliverySchema,
  webhookEventSchema,
  webhookFormatSchema,
  webhookSchema,
} from '../schemas/webhook';

const SELECT_EVENT = 'Please select at least one event';
const WEBHOOK_URL = 'The address is a full http or https URL.';

export const createWebhookBodySchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: WEBHOOK_URL }).max(LIMITS.webhookUrlLength, {
    error: `An address has at most ${LIMITS.webhookUrlLength} characters.`,
  }),
  events: z
    .array(webhookEventSchema, { error: SELECT_EVENT })
    .min(1, { error: SELECT_EVENT })
    .transform((events) => [...new Set(events)]),
  format: webhookFormatSchema.default('json'),
  description: limitedText(LIMITS.tokenDescriptionLength, 'The description').default(''),
});
export type CreateWebhookBody = z.output<typeof createWebhookBodySchema>;

/** A delivery's id, as its `X-Portal-Delivery` header carries it. */
const deliveryIdParamSchema = z.uuid({ error: 'A delivery id is a UUID.' });

export const webhookCalls = {
  /** Every webhook, newest first, with its latest delivery (admins). */
  listWebhooks: defineCall({
    method: 'GET',
    path: '/admin/webhooks',
    response: z.array(webhookSchema),
  }),
  /** Answers with the signing secret once (`secret`) and what is stored (`webhook`). */
  createWebhook: defineCall({
    method: 'POST',
    path: '/admin/webhooks',
    body: createWebhookBodySchema,
    idempotent: 'secret',
    response: z.object({ secret: z.string(), webhook: webhookSchema }),
  }),
  /** Removes a webhook; its pending deliveries are not sent. */
  deleteWebhook: defineCall({
    method: 'DELETE',
    path: '/admin/webhooks/:id',
    params: z.strictObject({ id: idParamSchema }),
    response: okResponseSchema,
  }),
  /** A webhook's latest deliveries, newest first, each with its attempts. */
  webhookDeliveries: defineCall({
    method: 'GET',
    path: '/admin/webhooks/:id/deliveries',
    params: z.strictObject({ id: idParamSchema }),
    response: z.array(webhookDeliverySchema),
  }),
  /** Sends a delivery again now, whatever it ended as. */
  retryWebhookDelivery: defineCall({
    method: 'POST',
    path: '/admin/webhooks/:id/deliveries/:deliveryId/retry',
    params: z.strictObject({ id: idParamSchema, deliveryId: deliveryIdParamSchema }),
    response: webhookDeliverySchema,
  }),
} as const;
