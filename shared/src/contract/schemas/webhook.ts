import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_FORMATS } from '../limits';
import { idSchema, timestampSchema } from './common';

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: `Events are ${WEBHOOK_EVENTS.join(', ')}.`,
});
export const webhookFormatSchema = z.enum(WEBHOOK_FORMATS, {
  error: `The format is ${WEBHOOK_FORMATS.join(', ')}.`,
});

/** One try at sending a delivery: the receiver's status, or why there was none. */
export const webhookAttemptSchema = z.object({
  at: timestampSchema,
  /** The receiver's HTTP status; null when none came (network error, time-out, refused address). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookDeliverySchema = z.object({
  /** Also its `X-Portal-Delivery` header: a receiver ignores an id it has seen. */
  id: z.string(),
  event: webhookEventSchema,
  ticketId: idSchema.nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: timestampSchema,
  /** When a pending delivery is tried next. */
  nextAttemptAt: timestampSchema.nullable(),
  /** Oldest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What is kept about a webhook; never its secret, which is shown once, at creation. */
export const webhookSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(webhookEventSchema),
  format: webhookFormatSchema,
  description: z.string(),
  createdBy: z.string(),
  createdAt: timestampSchema,
  /** The latest delivery's status and time; null before the first. */
  lastDelivery: z
    .object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), createdAt: timestampSchema })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;
