import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, as the receiver pastes it (`whsec_…`). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * `X-Portal-Signature`: `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. The
 * body holds its `sentAt` time, so a receiver can refuse a replayed delivery.
 */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
