import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createGunzip } from 'node:zlib';
import { DAY_MS, STAFF_PERFORMANCE_SORTS, TICKET_SORTS } from '@portal/shared/contract';
import type { ApiClient } from '../list/api-client';
import {
  BENCH_DATABASE,
  BENCH_DATABASE_URL,
  seedBenchTickets,
  withClient,
} from '../list/bench-database';
import { type BenchCall, printHttpFloor, startBenchPortal, timeCall } from '../list/bench-portal';
import { summary } from '../list/timing';

const RUNS = 100;
/** Who reads the panel: an administrator (power 100), the least that may. */
const VIEWER = 'admin1';
const DEEP_PAGE = 1_000;
/**
 * The middle page of the closed support tickets (630,000 in the seed, 25 a page): the most index
 * entries a page skips once the table reads its second half from the end.
 */
const MIDDLE_PAGE = 12_600;
const MIDDLE_SORTS = ['newest', 'staffPriority'] as const;
const TABS = ['tickets', 'reports'] as const;
const STATUSES = ['opened', 'closed'] as const;
/** The exports' order: `newest` reads the (type, status, created_at) index. */
const EXPORT_SORT = 'newest';
/**
 * `BENCH_ADMIN_ONLY` times one part: `staff` (the staff performance calls), `tables` (the
 * dashboard and the ticket tables) or `export` (the full CSV export); unset, all of them.
 */
const ONLY = process.env.BENCH_ADMIN_ONLY;

function timesCall(call: BenchCall): boolean {
  const isStaff = call.path === '/staff/performance';
  if (ONLY === 'staff') return isStaff;
  if (ONLY === 'tables') return !isStaff;
  return ONLY === undefined;
}

function panelCalls(): BenchCall[] {
  const staffSorts = STAFF_PERFORMANCE_SORTS.map((sortBy) => ({
    name: `staff performance, ${sortBy} asc`,
    method: 'POST' as const,
    path: '/staff/performance',
    body: { sortBy, sortOrder: 'asc' },
  }));
  const tables = TABS.flatMap((tab) =>
    TICKET_SORTS.flatMap((sort) =>
      [1, DEEP_PAGE].map((page) => ({
        name: `${tab}, ${sort}, page ${page}`,
        method: 'POST' as const,
        path: `/${tab}/paginated`,
        body: { sort, page },
      })),
    ),
  );
  const middle = MIDDLE_SORTS.map((sort) => ({
    name: `tickets closed, ${sort}, page ${MIDDLE_PAGE}`,
    method: 'POST' as const,
    path: '/tickets/paginated',
    body: { sort, page: MIDDLE_PAGE, statusFilter: 'closed' },
  }));
  // A period (its total is counted) and a source (its total is kept, as a choice of groups).
  const filtered = [
    {
      name: 'tickets, newest, last 30 days',
      body: { sort: 'newest', createdFrom: Date.now() - 30 * DAY_MS },
    },
    { name: 'tickets, staffPriority, web only', body: { sort: 'staffPriority', isWeb: true } },
  ].map((call) => ({ ...call, method: 'POST' as const, path: '/tickets/paginated' }));
  return [
    { name: 'admin stats', method: 'GET', path: '/admin/stats' },
    { name: 'staff performance, default', method: 'POST', path: '/staff/performance', body: {} },
    ...staffSorts,
    ...tables,
    ...middle,
    ...filtered,
  ];
}

/** The server's resident memory now, in bytes (`/proc/<pid>/status`, Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

interface ExportRun {
  status: number;
  lines: number;
  seconds: number;
  /** Highest server RSS sampled while the file streamed, above its RSS just before. */
  rssGrowth: number;
}

/** Downloads a CSV export as a browser does (gzip), counting its lines and keeping none of it. */
function exportCsv(url: string, token: string, path: string, body: object, pid: number) {
  const payload = JSON.stringify(body);
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 50);
  const started = performance.now();
  return new Promise<ExportRun>((resolve, reject) => {
    const outgoing = request(
      `${url}/api${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let lines = 0;
        const zipped = response.headers['content-encoding'] === 'gzip';
        const text = zipped ? response.pipe(createGunzip()) : response;
        text.on('data', (chunk: Buffer) => {
          for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) {
            lines += 1;
          }
        });
        text.on('error', reject);
        text.on('end', () => {
          clearInterval(sampler);
          peak = Math.max(peak, residentBytes(pid));
          resolve({
            status: response.statusCode ?? 0,
            lines,
            seconds: (performance.now() - started) / 1000,
            rssGrowth: peak - before,
          });
        });
      },
    );
    outgoing.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    outgoing.end(payload);
  });
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Every ticket of the bench database, as four CSV files (each tab, opened and closed). */
async function benchFullExport(url: string, token: string, pid: number): Promise<void> {
  console.log(
    'admin: full CSV export (sort %s, gzip as a browser asks), server RSS sampled every 50 ms',
    EXPORT_SORT,
  );
  console.log('file                 | rows      | s      | rows/s  | RSS growth MB');
  let rows = 0;
  let seconds = 0;
  let growth = 0;
  for (const tab of TABS) {
    for (const statusFilter of STATUSES) {
      const run = await exportCsv(
        url,
        token,
        `/${tab}/csv`,
        { statusFilter, sort: EXPORT_SORT },
        pid,
      );
      const name = `${tab} ${statusFilter}`.padEnd(20);
      if (run.status !== 200) {
        console.log(`${name} | failed: ${run.status}`);
        continue;
      }
      const exported = run.lines - 1;
      rows += exported;
      seconds += run.seconds;
      growth = Math.max(growth, run.rssGrowth);
      console.log(
        `${name} | ${String(exported).padEnd(9)} | ${run.seconds.toFixed(1).padEnd(6)} | ${String(Math.round(exported / run.seconds)).padEnd(7)} | ${megabytes(run.rssGrowth)}`,
      );
    }
  }
  console.log(
    `${'all'.padEnd(20)} | ${String(rows).padEnd(9)} | ${seconds.toFixed(1).padEnd(6)} | ${String(Math.round(rows / seconds)).padEnd(7)} | ${megabytes(growth)} (highest of the four)`,
  );
}

async function ticketCount(): Promise<number> {
  return withClient(BENCH_DATABASE_URL, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from tickets',
    );
    return rows[0]?.count ?? 0;
  });
}

async function benchPanelCalls(api: ApiClient, token: string): Promise<void> {
  console.log('admin: p50/p95 ms over %d runs as %s', RUNS, VIEWER);
  await printHttpFloor('admin', api, RUNS);
  console.log('call                                   | p50/p95       | KB (json)');
  for (const call of panelCalls().filter(timesCall)) {
    const timed = await timeCall(api, call, token, RUNS, 38);
    if (!timed) continue;
    console.log(
      `${call.name.padEnd(38)} | ${summary(timed.durations).padEnd(13)} | ${(timed.answer.text.length / 1024).toFixed(0)}`,
    );
  }
}

/**
 * `npm run bench -- admin`: the admin panel's calls (issue 13) on the `list` bench's 1M tickets
 * through the API as admin1 (p50/p95 ms), then a CSV export of every ticket: rows per second and
 * the server's RSS growth.
 */
export async function benchAdmin(): Promise<void> {
  const bench = await startBenchPortal();
  try {
    await seedBenchTickets();
    console.log('admin: %s holds %d tickets', BENCH_DATABASE, await ticketCount());
    const token = await bench.login(VIEWER);
    if (ONLY !== 'export') await benchPanelCalls(bench.api, token);
    if (ONLY === undefined || ONLY === 'export') {
      await benchFullExport(bench.portal.url, token, bench.portal.pid);
    }
  } finally {
    await bench.stop();
  }
}
