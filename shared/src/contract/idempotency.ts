/**
 * Creating calls (`idempotent` in their `defineCall`) accept this header: a client that lost the
 * answer to a network error sends the same request again with the same key, and the server answers
 * as it did the first time instead of creating twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key's lifetime on the server; a repeat after it is a new request. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
