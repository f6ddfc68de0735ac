/** One quota's counts: what the middlewares and sockets take, give back and read. */
export interface RateLimit {
  /** Counts one use of `key`; the milliseconds to wait when its quota was already used up, else 0. */
  take(key: string): Promise<number>;
  /** The uses of `key` counted in its current window. */
  used(key: string): Promise<number>;
  /** Takes back one use of `key` (one counted ahead of an outcome that turned out not to count). */
  giveBack(key: string): Promise<void>;
  /** Forgets the uses of `key` (a login that finally succeeded). */
  forget(key: string): Promise<void>;
}
