import type { PooledClient } from '../cluster/pooled-client';
import { percentile } from '../list/timing';
import type { LoadCall } from './open-loop';
import type { Workload } from './workload';

/** Calls of one kind sent to each instance at once: more than its pool's 10 connections. */
const BURST_PER_INSTANCE = 16;
const ROUNDS = 3;
const TIMEOUT_MS = 30_000;

export interface WarmUpRound {
  calls: number;
  seconds: number;
  durations: number[];
  errors: number;
  errorSamples: string[];
}

async function burst(
  client: PooledClient,
  calls: LoadCall[],
  affinities: readonly string[],
  round: WarmUpRound,
): Promise<void> {
  await Promise.all(
    calls.map(async (call, index) => {
      const started = performance.now();
      const answer = await client.call(call.method, call.path, {
        body: call.body,
        token: call.token,
        affinity: affinities[index % affinities.length],
        timeoutMs: TIMEOUT_MS,
      });
      round.durations.push(performance.now() - started);
      round.calls += 1;
      if (answer.status < 200 || answer.status >= 300) {
        round.errors += 1;
        if (round.errorSamples.length < 3) {
          round.errorSamples.push(`${call.name}: ${answer.status} ${answer.text.slice(0, 160)}`);
        }
      }
      call.answered?.(answer);
    }),
  );
}

/**
 * Warms every pool connection of every instance before anything is timed: each instance prepares
 * its reads per connection (`server/src/db/preparing-pool.ts`), and opens connections only when
 * asked for more at once. Each round sends every kind of call of the workload in bursts of
 * BURST_PER_INSTANCE to each instance at once, so each connection opens and prepares each
 * statement; the later rounds show whether the first left anything cold.
 */
export async function warmEveryConnection(
  client: PooledClient,
  workload: Workload,
  affinities: readonly string[],
): Promise<WarmUpRound[]> {
  const rounds: WarmUpRound[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const round: WarmUpRound = { calls: 0, seconds: 0, durations: [], errors: 0, errorSamples: [] };
    const started = performance.now();
    const copies = Array.from({ length: BURST_PER_INSTANCE * affinities.length }, () =>
      workload.everyKind(),
    );
    const kinds = copies[0]?.length ?? 0;
    for (let kind = 0; kind < kinds; kind += 1) {
      await burst(
        client,
        copies.map((calls) => calls[kind] as LoadCall),
        affinities,
        round,
      );
    }
    round.seconds = (performance.now() - started) / 1000;
    rounds.push(round);
  }
  return rounds;
}

export function printWarmUp(label: string, round: WarmUpRound): void {
  console.log(
    `  ${label.padEnd(22)} ${String(round.calls).padStart(5)} calls in ${round.seconds.toFixed(1)} s, p50/p99 ${percentile(round.durations, 0.5).toFixed(1)}/${percentile(round.durations, 0.99).toFixed(1)} ms, ${round.errors} errors`,
  );
  for (const sample of round.errorSamples) console.log(`        error: ${sample}`);
}
