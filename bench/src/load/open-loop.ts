import type { PooledAnswer, PooledClient } from '../cluster/pooled-client';
import { percentile } from '../list/timing';

/** One call of the workload: named for the per-call figures. */
export interface LoadCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
  /** Told the answer (takes feed closes). */
  answered?(answer: PooledAnswer): void;
}

export interface StepFigures {
  rate: number;
  sent: number;
  /** Answers 2xx per second over the step (from its start to its last answer). */
  achieved: number;
  /** ms from when each call was due (not when it left) to its answer, errors included. */
  durations: number[];
  /** ms each call left after it was due: the bench process's own lateness (a starved driver). */
  lateness: number[];
  byCall: Map<string, number[]>;
  errors: number;
  errorSamples: string[];
}

const TIMEOUT_MS = 10_000;
const TICK_MS = 1;

/**
 * Sends calls at a constant arrival rate for `seconds`, whatever the answers take (open loop):
 * each call is due at start + i/rate and timed from then, so a server that falls behind is
 * charged for the wait (no coordinated omission). Calls alternate over the affinity cookies.
 */
export async function runStep(
  client: PooledClient,
  rate: number,
  seconds: number,
  nextCall: () => LoadCall,
  affinities: readonly string[],
): Promise<StepFigures> {
  const total = Math.round(rate * seconds);
  const figures: StepFigures = {
    rate,
    sent: 0,
    achieved: 0,
    durations: [],
    lateness: [],
    byCall: new Map(),
    errors: 0,
    errorSamples: [],
  };
  const inFlight: Promise<void>[] = [];
  let ok = 0;
  let lastAnswer = 0;
  const started = performance.now();
  while (figures.sent < total) {
    const now = performance.now();
    while (figures.sent < total && started + (figures.sent * 1000) / rate <= now) {
      const due = started + (figures.sent * 1000) / rate;
      const call = nextCall();
      const affinity = affinities[figures.sent % affinities.length];
      figures.sent += 1;
      figures.lateness.push(now - due);
      inFlight.push(
        client
          .call(call.method, call.path, {
            body: call.body,
            token: call.token,
            affinity,
            timeoutMs: TIMEOUT_MS,
          })
          .then((answer) => {
            lastAnswer = performance.now();
            const duration = lastAnswer - due;
            figures.durations.push(duration);
            const perCall = figures.byCall.get(call.name) ?? [];
            perCall.push(duration);
            figures.byCall.set(call.name, perCall);
            if (answer.status >= 200 && answer.status < 300) {
              ok += 1;
            } else {
              figures.errors += 1;
              if (figures.errorSamples.length < 5) {
                figures.errorSamples.push(
                  `${call.name}: ${answer.status} ${answer.text.slice(0, 160)}`,
                );
              }
            }
            call.answered?.(answer);
          }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(inFlight);
  figures.achieved = ok / ((Math.max(lastAnswer, started + seconds * 1000) - started) / 1000);
  return figures;
}

export function stepHeld(figures: StepFigures, p99LimitMs: number): boolean {
  return figures.errors === 0 && percentile(figures.durations, 0.99) <= p99LimitMs;
}
