/** What one call of the I/O floor sends (`io-floor-server.ts`), shared with the bench that drives it. */

/** Statements of one write, BEGIN and COMMIT included (a posted comment sends about 11). */
export const WRITE_STATEMENTS = 11;
/** The statements of a read, sent as the portal's lists send them: two at once, then one. */
export const READ_STATEMENTS = 3;
/** Of the busy evening's calls, the share that writes (answers, takes, closes). */
export const WRITE_SHARE = 0.2;
