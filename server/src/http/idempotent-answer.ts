import { setTimeout as sleep } from 'node:timers/promises';
import {
  type ApiErrorBody,
  type CallConfig,
  ERROR_CODES,
  errorTextIn,
} from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { type AppError, refuse } from '../errors/app-error';
import {
  claimIdempotencyKey,
  deleteExpiredIdempotentRequests,
  findIdempotentRequest,
  type IdempotentClaim,
  type IdempotentRequest,
  saveIdempotentAnswer,
} from '../repositories/idempotent-requests-repository';
import { KeyClaimedByTwin, runClaimingKey } from '../services/request-key';

export interface Answer {
  status: number;
  body: unknown;
  /** True when the answer is the one recorded for the key's first request. */
  replayed: boolean;
}

/**
 * A recorded key whose answer is missing was committed by a request still finishing (its answer is
 * stored right after its commit) or by an instance that died in between. Waiting this long tells
 * the two apart.
 */
export const ANSWER_WAIT_MS = 3000;
const ANSWER_POLL_MS = 50;

/** Expired keys are deleted at most this often per process, after an answer. */
const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Kysely<Database>, number>();

/** The answer stored for a `'secret'` call: its secret is never kept, so a repeat is refused. */
function secretShownOnce(): { status: number; body: ApiErrorBody } {
  const code = ERROR_CODES.tokenSecretShownOnce;
  return { status: 410, body: { error: errorTextIn('en', code), code } };
}

function keyReused(): AppError {
  const code = ERROR_CODES.idempotencyKeyReused;
  return refuse({ code });
}

/** The first request's answer: at once, after waiting for it, or 409 when it never comes. */
async function replay(
  db: Kysely<Database>,
  claim: IdempotentClaim,
  found: IdempotentRequest,
): Promise<Answer> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  let current: IdempotentRequest | undefined = found;
  while (current) {
    if (current.requestHash !== claim.requestHash) throw keyReused();
    if (current.answer) return { ...current.answer, replayed: true };
    if (Date.now() >= deadline) break;
    await sleep(ANSWER_POLL_MS);
    current = await findIdempotentRequest(db, claim.accountId, claim.key);
  }
  const code = ERROR_CODES.idempotencyAnswerLost;
  throw refuse({ code });
}

function sweepNow(db: Kysely<Database>, log: Logger | undefined): void {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  deleteExpiredIdempotentRequests(db).catch((error: unknown) =>
    log?.warn({ err: error }, 'expired idempotency keys not deleted'),
  );
}

/**
 * Serves a creating call sent with an `Idempotency-Key`. A key already recorded for this account
 * answers with its first request's answer (or 422 for another request). Otherwise the call runs and
 * its change records the key in its own transaction (`services/request-key.ts`), so a retry finds
 * it even when this instance dies between commit and answer; a twin that committed first rolls
 * this change back, and this request then answers as the twin did. The answer is stored after.
 */
export async function idempotentAnswer(
  /** `log`: the request's logger (absent when request lines are off). */
  deps: { db: Kysely<Database>; log: Logger | undefined },
  call: CallConfig,
  claim: IdempotentClaim,
  run: () => Promise<unknown>,
): Promise<Answer> {
  const { db } = deps;
  const found = await findIdempotentRequest(db, claim.accountId, claim.key);
  if (found) return replay(db, claim, found);
  let ran: { value: unknown; claimed: boolean };
  try {
    ran = await runClaimingKey(claim, run);
  } catch (error) {
    if (!(error instanceof KeyClaimedByTwin)) throw error;
    const twin = await findIdempotentRequest(db, claim.accountId, claim.key);
    if (!twin) throw error;
    return replay(db, claim, twin);
  }
  const stored =
    call.idempotent === 'secret' ? secretShownOnce() : { status: 200, body: ran.value };
  // A call whose handler committed no claiming change records its key now, apart from it.
  try {
    if (ran.claimed || (await claimIdempotencyKey(db, claim))) {
      await saveIdempotentAnswer(db, claim, stored);
    }
  } catch (error) {
    // The change is committed: its author gets the answer; a retry gets `idempotency.answerLost`.
    deps.log?.warn({ err: error }, 'idempotency answer not recorded');
  }
  sweepNow(db, deps.log);
  return { status: 200, body: ran.value, replayed: false };
}
