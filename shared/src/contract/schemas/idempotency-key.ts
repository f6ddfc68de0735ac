import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../idempotency';

/** 1 to 255 printable ASCII characters (a UUID, as the portal's client sends, fits). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x20-\x7e]+$/, { error: 'The Idempotency-Key header holds printable characters only.' })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, {
    error: `The Idempotency-Key header has at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
  });
