/** Runs `task` a fixed number of times after a warm-up and returns the durations in ms. */
export async function timeRuns(runs: number, task: () => Promise<unknown>): Promise<number[]> {
  await task();
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await task();
    durations.push(performance.now() - started);
  }
  return durations;
}

export function percentile(durations: readonly number[], fraction: number): number {
  const sorted = [...durations].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function summary(durations: readonly number[]): string {
  return `${percentile(durations, 0.5).toFixed(1)}/${percentile(durations, 0.95).toFixed(1)}`;
}

/** Seconds since a `performance.now()` reading, to one decimal. */
export function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** Left-aligns the first cell and right-aligns the rest in the given widths. */
export function tableLine(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, index) =>
      index === 0
        ? String(cell).padEnd(widths[index] ?? 0)
        : String(cell).padStart(widths[index] ?? 0),
    )
    .join(' ')
    .trimEnd();
}
