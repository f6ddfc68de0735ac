/** What one call of the I/O floor sends (`io-floor-server.ts`), shared with the bench that drives it. */

/**
 * Statements of one write, BEGIN and COMMIT included: BEGIN leaves with the first (one round trip,
 * as the portal's pool sends them), and one more follows the COMMIT (the outbox's clear). A comment
 * sends 5 in 4 round trips, a take 7 in 6.
 */
export const WRITE_STATEMENTS = 6;
/** The statements of a read: a list page, a ticket and a thread are one each. */
export const READ_STATEMENTS = 1;
/** Of the busy evening's calls, the share that writes (answers, takes, closes). */
export const WRITE_SHARE = 0.2;
/** The read quota's counts go to Redis in one batch this often (`batched-rate-limit.ts`). */
export const QUOTA_BATCH_MS = 50;
