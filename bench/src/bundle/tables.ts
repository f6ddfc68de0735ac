import { tableLine as line, percentile } from '../list/timing';
import type { PartTotal } from './parts';
import { ADDED_LATENCY_MS, type RoundTrips } from './round-trips';
import { SLOW_4G } from './throttle';
import type { UsableLoad } from './usable-time';

/** One page's downloads in both builds. */
export interface PageBytes {
  path: string;
  federated: PartTotal;
  monolith: PartTotal;
  /** What the monolith loaded after its first ticket row showed. */
  monolithDeferred: PartTotal;
}

export interface PageTimes {
  path: string;
  build: 'federated' | 'monolith';
  cache: 'cold' | 'warm';
  loads: UsableLoad[];
}

function ratio(federated: number, monolith: number): string {
  return monolith > 0 ? (federated / monolith).toFixed(2) : '-';
}

/**
 * The federated page's bytes by part until its first ticket row showed, their total, then what
 * it loaded after (deferred code, not part of the first screen).
 */
export function printPartsTable(
  title: string,
  parts: PartTotal[],
  total: PartTotal,
  deferred: PartTotal,
) {
  const widths = [20, 9, 11, 12];
  console.log(`\n${title}, until the first ticket row shows`);
  console.log(line(['part', 'requests', 'raw bytes', 'gzip bytes'], widths));
  for (const part of [...parts, total, deferred]) {
    console.log(line([part.part, part.files, part.raw, part.gzip], widths));
  }
}

/** The monolith's totals beside the federated ones, and federated ÷ monolith. */
export function printMonolithTable(pages: PageBytes[]) {
  const widths = [16, 9, 11, 12, 10, 8, 9];
  console.log(
    '\nMonolith reference (one webpack build, no module federation), until the first ticket row shows',
  );
  console.log(
    line(['page', 'requests', 'raw bytes', 'gzip bytes', '÷ req', '÷ raw', '÷ gzip'], widths),
  );
  for (const { path, federated, monolith, monolithDeferred } of pages) {
    console.log(line([path, monolith.files, monolith.raw, monolith.gzip, '', '', ''], widths));
    console.log(
      line(
        ['  after the list', monolithDeferred.files, monolithDeferred.raw, monolithDeferred.gzip],
        widths,
      ),
    );
    console.log(
      line(
        [
          '  federated ÷',
          '',
          '',
          '',
          ratio(federated.files, monolith.files),
          ratio(federated.raw, monolith.raw),
          ratio(federated.gzip, monolith.gzip),
        ],
        widths,
      ),
    );
  }
  console.log('(issue 16 target for /: federated gzip ≤ 1.10 × monolith)');
}

/**
 * Median and max ms to a usable list, the federated ÷ monolith median where both ran, and the
 * median requests and bytes that went over the network until then.
 */
export function printTimesTable(rows: PageTimes[]) {
  const widths = [16, 10, 5, 5, 7, 6, 11, 9, 11];
  const { downloadBitsPerSecond, uploadBitsPerSecond, latencyMs, cpuSlowdown } = SLOW_4G;
  console.log(
    `\nTime to a usable list (ms from navigation start), player1, throttled: ` +
      `${downloadBitsPerSecond / 1e6} Mbps down, ${uploadBitsPerSecond / 1e3} kbps up, ` +
      `${latencyMs} ms latency, CPU ${cpuSlowdown}× slower`,
  );
  console.log(
    line(
      ['page', 'build', 'cache', 'runs', 'median', 'max', '÷ monolith', 'requests', 'wire bytes'],
      widths,
    ),
  );
  const median = (loads: UsableLoad[], of: (load: UsableLoad) => number) =>
    percentile(loads.map(of), 0.5);
  for (const row of rows) {
    const reference = rows.find(
      (other) => other.build === 'monolith' && other.path === row.path && other.cache === row.cache,
    );
    const medianMs = median(row.loads, (load) => load.ms);
    const versus =
      row.build === 'federated' && reference
        ? ratio(
            medianMs,
            median(reference.loads, (load) => load.ms),
          )
        : '';
    console.log(
      line(
        [
          row.path,
          row.build,
          row.cache,
          row.loads.length,
          Math.round(medianMs),
          Math.round(Math.max(...row.loads.map((load) => load.ms))),
          versus,
          median(row.loads, (load) => load.requests),
          median(row.loads, (load) => load.bytes),
        ],
        widths,
      ),
    );
  }
  console.log('(requests and wire bytes: page files fetched until usable, cache hits left out)');
}

/** Round trips in series before the first ticket row shows, per page and build. */
export function printRoundTripsTable(
  rows: { path: string; build: PageTimes['build']; rounds: RoundTrips | undefined }[],
) {
  const widths = [16, 10, 11, 13, 12];
  console.log(
    `\nRound trips in series before the list shows, player1, cache disabled: ms to the first ` +
      `ticket row with ${ADDED_LATENCY_MS} ms added to every request, minus with none, ` +
      `÷ ${ADDED_LATENCY_MS} (medians)`,
  );
  console.log(
    line(['page', 'build', 'ms plain', `ms +${ADDED_LATENCY_MS}`, 'round trips'], widths),
  );
  for (const { path, build, rounds } of rows) {
    if (!rounds) continue;
    console.log(
      line(
        [
          path,
          build,
          Math.round(rounds.plainMs),
          Math.round(rounds.slowMs),
          rounds.roundTrips.toFixed(1),
        ],
        widths,
      ),
    );
  }
  console.log('(issue 26 target: 2 round trips to a usable list)');
}
