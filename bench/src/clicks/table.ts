import { tableLine as line, percentile } from '../list/timing';
import type { ClickTime } from './click-timer';

export interface ClickRow {
  name: string;
  /** The target this click is held to (ms), printed beside it. */
  targetMs: number;
  times: ClickTime[];
}

/** The slowest call a click sent (by the server's time), and that time. */
function slowestCall(time: ClickTime) {
  return time.api.reduce<ClickTime['api'][number] | undefined>(
    (slowest, call) => (!slowest || call.serverMs > slowest.serverMs ? call : slowest),
    undefined,
  );
}

const round = (ms: number) => (Number.isFinite(ms) ? Math.round(ms) : '-');

/**
 * Per click: p50 and max ms from the click to its change on screen, beside the slowest API
 * call's server time (p50 and max, and which call), the target, and the load average.
 */
export function printClicksTable(title: string, rows: ClickRow[]) {
  const widths = [30, 5, 7, 7, 8, 8, 7, 6, 10];
  console.log(`\n${title}`);
  console.log(
    line(
      ['click', 'runs', 'p50 ms', 'max ms', 'api p50', 'api max', 'target', 'load', 'calls'],
      widths,
    ),
  );
  for (const { name, targetMs, times } of rows) {
    const ms = times.map((time) => time.ms);
    const api = times
      .map((time) => slowestCall(time)?.serverMs ?? Number.NaN)
      .filter(Number.isFinite);
    const slowest = times.map(slowestCall).find((call) => call !== undefined);
    console.log(
      `${line(
        [
          name,
          times.length,
          round(percentile(ms, 0.5)),
          round(Math.max(...ms)),
          api.length ? round(percentile(api, 0.5)) : '-',
          api.length ? round(Math.max(...api)) : '-',
          `≤ ${targetMs}`,
          Math.max(...times.map((time) => time.load)).toFixed(2),
          times.length
            ? (times.reduce((sum, time) => sum + time.api.length, 0) / times.length).toFixed(1)
            : '-',
        ],
        widths,
      )}  ${slowest ? slowest.path : ''}`,
    );
  }
}
