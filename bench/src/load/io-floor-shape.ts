/** What one call of the I/O floor sends (`io-floor-server.ts`), shared with the bench that drives it. */

/**
 * Statements of one write, BEGIN and COMMIT included, BEGIN leaving with the first (as the
 * portal's pool sends them): 4 round trips. A comment sends 3 round trips, a take or close 5 (and
 * their share of the outbox's clear, sent for all events of 50 ms at once).
 */
export const WRITE_STATEMENTS = 5;
/** The statements of a read: a list page, a ticket and a thread are one each. */
export const READ_STATEMENTS = 1;
/** Of the busy evening's calls, the share that writes (answers, takes, closes). */
export const WRITE_SHARE = 0.2;
/** The read quota's counts go to Redis in one batch this often (`batched-rate-limit.ts`). */
export const QUOTA_BATCH_MS = 50;
