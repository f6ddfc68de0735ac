import type { Instance } from '../cluster/affinity';
import { type CpuShares, formatCpu, withCpuShares } from '../cluster/cpu-shares';
import type { PooledClient } from '../cluster/pooled-client';
import { loadAverage } from '../cluster/processes';
import { percentile } from '../list/timing';
import { type LoadCall, runStep, type StepFigures, stepHeld } from './open-loop';

/**
 * Arrival rates tried in turn (requests per second), until two steps in a row miss the limit;
 * BENCH_LOAD_RATES (comma-separated) replaces them.
 */
export const RATES = process.env.BENCH_LOAD_RATES
  ? process.env.BENCH_LOAD_RATES.split(',').map(Number)
  : [10, 25, 50, 100, 150, 200, 300, 400, 600, 800, 1200, 1600, 2400, 3200, 4800, 6400];
export const P99_LIMIT_MS = 100;
/** BENCH_LOAD_SECONDS shortens the steps while working on the bench. */
const STEP_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const WARM_UP = { rate: 20, seconds: 10 };

const ms = (value: number) => value.toFixed(1);

function printStep([figures, cpu]: [StepFigures, CpuShares], held: boolean): void {
  console.log(
    `${String(figures.rate).padStart(5)} | ${figures.achieved.toFixed(1).padStart(8)} | ${ms(percentile(figures.durations, 0.5)).padStart(7)} | ${ms(percentile(figures.durations, 0.99)).padStart(7)} | ${String(figures.errors).padStart(6)} | ${ms(percentile(figures.lateness, 0.99)).padStart(7)} | ${held ? 'yes' : 'no '}  | ${loadAverage().padEnd(14)} | ${formatCpu(cpu)}`,
  );
  for (const sample of figures.errorSamples) console.log(`        error: ${sample}`);
}

/** p50/p99 of each kind of call in one step: which call sets the tail. */
export function printByCall(label: string, figures: StepFigures): void {
  console.log(`${label} (${figures.rate}/s), per call: p50/p99 ms (count)`);
  for (const [name, durations] of [...figures.byCall].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${name.padEnd(14)} ${ms(percentile(durations, 0.5))}/${ms(percentile(durations, 0.99))} (${durations.length})`,
    );
  }
}

export interface SeriesResult {
  steps: StepFigures[];
  /** The highest rate with p99 ≤ P99_LIMIT_MS and no errors (0 when none). */
  heldRate: number;
  /** The last rate tried held: the ceiling is higher than the bench went. */
  heldToTheEnd: boolean;
}

/**
 * A warm-up (not printed), then each rate of RATES for STEP_SECONDS with its table row; a step
 * that misses runs once more (both rows printed) and counts as held when the second run holds.
 */
export async function runSeries(
  client: PooledClient,
  nextCall: () => LoadCall,
  instances: readonly Instance[],
): Promise<SeriesResult> {
  const affinities = instances.map((instance) => instance.cookie);
  const pids = instances.map((instance) => instance.pid);
  await runStep(client, WARM_UP.rate, WARM_UP.seconds, nextCall, affinities);
  console.log(
    ` rate | achieved |  p50 ms |  p99 ms | errors | late ms | held | load average   | CPU (% of one core; steps of ${STEP_SECONDS} s)`,
  );
  const steps: StepFigures[] = [];
  let heldRate = 0;
  let missedInARow = 0;
  for (const rate of RATES) {
    const step = () =>
      withCpuShares(pids, () => runStep(client, rate, STEP_SECONDS, nextCall, affinities));
    let measured = await step();
    let held = stepHeld(measured[0], P99_LIMIT_MS);
    printStep(measured, held);
    if (!held) {
      // Once more: other work on this shared machine can stall one step.
      measured = await step();
      held = stepHeld(measured[0], P99_LIMIT_MS);
      printStep(measured, held);
    }
    steps.push(measured[0]);
    if (held) {
      heldRate = rate;
      missedInARow = 0;
    } else {
      missedInARow += 1;
      if (missedInARow === 2) break;
    }
  }
  return { steps, heldRate, heldToTheEnd: heldRate === RATES.at(-1) };
}
