import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../repositories/executor';
import {
  claimIdempotencyKey,
  type IdempotentClaim,
} from '../repositories/idempotent-requests-repository';

interface PendingKey {
  claim: IdempotentClaim;
  claimed: boolean;
  /** Set when the call has answered: work it left behind (timers) inherits the store, not the key. */
  done: boolean;
}

/**
 * The `Idempotency-Key` of the creating call being served, claimed by the first change it commits
 * (`changeWithLiveEvents`): carried beside the call rather than through every service's
 * parameters, since the key is the request's concern and the transaction the service's.
 */
const pendingKey = new AsyncLocalStorage<PendingKey>();

/** A twin request with the same key committed first; this one's change is rolled back. */
export class KeyClaimedByTwin extends Error {
  constructor() {
    super('The idempotency key was claimed by a twin request');
    this.name = 'KeyClaimedByTwin';
  }
}

/** Runs one call so that its change records `claim`; answers whether a change did. */
export async function runClaimingKey<T>(
  claim: IdempotentClaim,
  run: () => Promise<T>,
): Promise<{ value: T; claimed: boolean }> {
  const pending: PendingKey = { claim, claimed: false, done: false };
  try {
    const value = await pendingKey.run(pending, run);
    return { value, claimed: pending.claimed };
  } finally {
    pending.done = true;
  }
}

/** Called first in a change's transaction: records the call's key there, once, if it has one. */
export async function claimRequestKey(trx: Executor): Promise<void> {
  const pending = pendingKey.getStore();
  if (!pending || pending.claimed || pending.done) return;
  if (!(await claimIdempotencyKey(trx, pending.claim))) throw new KeyClaimedByTwin();
  pending.claimed = true;
}
