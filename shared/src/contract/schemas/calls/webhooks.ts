import { z } from 'zod';
import { LIMITS } from '../../limits';
import { idParamSchema, limitedText, okResponseSchema } from '../common';
import {
  webhookDeliverySchema,
  webhookEventSchema,
  webhookFormatSchema,
  webhookSchema,
} from '../webhook';

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

/** The schemas of each call in `calls/webhooks.ts`, by the same names. */
export const webhookSchemas = {
  listWebhooks: { response: z.array(webhookSchema) },
  createWebhook: {
    body: createWebhookBodySchema,
    response: z.object({ secret: z.string(), webhook: webhookSchema }),
  },
  deleteWebhook: { params: z.strictObject({ id: idParamSchema }), response: okResponseSchema },
  webhookDeliveries: {
    params: z.strictObject({ id: idParamSchema }),
    response: z.array(webhookDeliverySchema),
  },
  retryWebhookDelivery: {
    params: z.strictObject({ id: idParamSchema, deliveryId: deliveryIdParamSchema }),
    response: webhookDeliverySchema,
  },
};
