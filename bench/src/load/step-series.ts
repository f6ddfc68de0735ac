import type { Instance } from '../cluster/affinity';
import { type CpuShares, formatCpu, withCpuShares } from '../cluster/cpu-shares';
import type { PooledClient } from '../cluster/pooled-client';
import { loadAverage } from '../cluster/processes';
import { percentile } from '../list/timing';
import type { DatabaseMeter, DatabaseWork } from './database-meter';
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
/** After the connections are warm: the instances' JIT settles at a low rate (printed apart). */
const SETTLE = { rate: 20, seconds: 10 };
/**
 * When the first rate is far above the settling one (`BENCH_LOAD_RATES=300`), unmeasured steps
 * climb to it (a quarter, a half, three quarters of it): jumping from 20/s straight to 300/s onto
 * a cold copy of the database overloaded that first step in most runs, where the full ladder,
 * which climbs, held the same rate.
 */
const CLIMB = { fractions: [0.25, 0.5, 0.75], seconds: 5 };

const ms = (value: number) => value.toFixed(1);

/** What one call of a step cost on average: CPU of the instances and of PostgreSQL, statements. */
export interface PerCall {
  instanceMs: number;
  postgresMs: number;
  statements?: number;
  statementMs?: number;
}

export interface MeasuredStep {
  figures: StepFigures;
  cpu: CpuShares;
  perCall: PerCall;
}

function perCall(figures: StepFigures, cpu: CpuShares, database?: DatabaseWork): PerCall {
  const calls = Math.max(1, figures.sent);
  const instanceSeconds = (cpu.servers.reduce((sum, share) => sum + share, 0) * cpu.seconds) / 100;
  return {
    instanceMs: (1000 * instanceSeconds) / calls,
    postgresMs: database ? (1000 * database.cpuSeconds) / calls : Number.NaN,
    statements: database?.statements === undefined ? undefined : database.statements / calls,
    statementMs: database?.statementMs === undefined ? undefined : database.statementMs / calls,
  };
}

const optional = (value: number | undefined, digits: number) =>
  value === undefined ? '-' : value.toFixed(digits);

/** `inst 0.82 · pg 0.61 ms · 3.10 stmts (0.40 ms)` per call. */
export function formatPerCall(call: PerCall): string {
  return `inst ${call.instanceMs.toFixed(2)} · pg ${call.postgresMs.toFixed(2)} ms · ${optional(call.statements, 2)} stmts (${optional(call.statementMs, 2)} ms)`;
}

function printStep({ figures, cpu, perCall: call }: MeasuredStep, held: boolean): void {
  console.log(
    `${String(figures.rate).padStart(5)} | ${figures.achieved.toFixed(1).padStart(8)} | ${ms(percentile(figures.durations, 0.5)).padStart(7)} | ${ms(percentile(figures.durations, 0.99)).padStart(7)} | ${String(figures.errors).padStart(6)} | ${ms(percentile(figures.lateness, 0.99)).padStart(7)} | ${held ? 'yes' : 'no '}  | ${loadAverage().padEnd(14)} | ${formatPerCall(call).padEnd(44)} | ${formatCpu(cpu)}`,
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
  steps: MeasuredStep[];
  /** The highest rate with p99 ≤ P99_LIMIT_MS and no errors (0 when none). */
  heldRate: number;
  /** The last rate tried held: the ceiling is higher than the bench went. */
  heldToTheEnd: boolean;
}

export interface SeriesOptions {
  /** Runs before the settling step (the portal warms every pool connection there). */
  warmUp?: () => Promise<void>;
  /** Measures PostgreSQL's side of each step (the portal's database). */
  database?: DatabaseMeter;
}

/**
 * The warm-up (`options.warmUp`, then a settling step at a low rate, printed apart), then each
 * rate of RATES for STEP_SECONDS with its table row; a step that misses runs once more (both rows
 * printed) and counts as held when the second run holds.
 */
export async function runSeries(
  client: PooledClient,
  nextCall: () => LoadCall,
  instances: readonly Instance[],
  options: SeriesOptions = {},
): Promise<SeriesResult> {
  const affinities = instances.map((instance) => instance.cookie);
  const pids = instances.map((instance) => instance.pid);
  const measure = async (rate: number, seconds: number): Promise<MeasuredStep> => {
    const timed = () =>
      withCpuShares(pids, () => runStep(client, rate, seconds, nextCall, affinities));
    const [[figures, cpu], database] = options.database
      ? await options.database.measure(timed)
      : [await timed(), undefined];
    return { figures, cpu, perCall: perCall(figures, cpu, database) };
  };
  await options.warmUp?.();
  const settled = await measure(SETTLE.rate, SETTLE.seconds);
  console.log(
    `  settling at ${SETTLE.rate}/s for ${SETTLE.seconds} s: p50/p99 ${ms(percentile(settled.figures.durations, 0.5))}/${ms(percentile(settled.figures.durations, 0.99))} ms, ${settled.figures.errors} errors, per call ${formatPerCall(settled.perCall)}`,
  );
  const first = RATES[0] ?? 0;
  if (first > 4 * SETTLE.rate) {
    for (const fraction of CLIMB.fractions) {
      const rate = Math.round(first * fraction);
      const climbed = await measure(rate, CLIMB.seconds);
      console.log(
        `  climbing at ${rate}/s for ${CLIMB.seconds} s: p50/p99 ${ms(percentile(climbed.figures.durations, 0.5))}/${ms(percentile(climbed.figures.durations, 0.99))} ms, ${climbed.figures.errors} errors`,
      );
    }
  }
  console.log(
    ` rate | achieved |  p50 ms |  p99 ms | errors | late ms | held | load average   | per call: CPU of instances, of PostgreSQL; statements (their time) | CPU (% of one core; steps of ${STEP_SECONDS} s)`,
  );
  const steps: MeasuredStep[] = [];
  let heldRate = 0;
  let missedInARow = 0;
  for (const rate of RATES) {
    let measured = await measure(rate, STEP_SECONDS);
    let held = stepHeld(measured.figures, P99_LIMIT_MS);
    printStep(measured, held);
    if (!held) {
      // Once more: other work on this shared machine can stall one step, and with 150–400 calls
      // in a low step its p99 is the second- to fourth-worst call.
      measured = await measure(rate, STEP_SECONDS);
      held = stepHeld(measured.figures, P99_LIMIT_MS);
      printStep(measured, held);
    }
    steps.push(measured);
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
