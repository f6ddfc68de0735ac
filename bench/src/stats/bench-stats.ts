import { DAY_MS, LIMITS, UNASSIGNED } from '@portal/shared/contract';
import {
  BENCH_DATABASE_URL,
  seedBenchTickets,
  seedStepOnce,
  withClient,
} from '../list/bench-database';
import {
  BENCH_VISUAL_ID_SECRET,
  type BenchCall,
  printHttpFloor,
  startBenchPortal,
  timeCall,
} from '../list/bench-portal';
import { BENCH_STAFF_CONDITION } from '../list/seed-sql';
import { serverBuild } from '../list/server-build';
import { secondsSince, summary } from '../list/timing';
import { ACCUSED_USERNAME, STATS_SEED_STATEMENTS, STATS_SEED_STEP } from './seed-stats-sql';

const RUNS = 100;
/** Who reads the statistics: a supervisor (power 50), the least power that may. */
const VIEWER = 'supervisor1';
const STAFF_STATS_COUNT = 20;

interface BenchPeople {
  staffIds: number[];
  staff1: number;
  accused: number;
}

/** The statistics seed, once per database. */
function seedBenchStats(): Promise<void> {
  return seedStepOnce('stats', STATS_SEED_STEP, STATS_SEED_STATEMENTS, '');
}

/** What the bench database holds for these calls, printed beside the figures. */
async function dataSizes(): Promise<BenchPeople> {
  return withClient(BENCH_DATABASE_URL, async (client) => {
    const { rows } = await client.query<Record<string, number>>(
      `select
         (select count(*)::int from tickets) as tickets,
         (select count(*)::int from tickets where created_at >= now() - $1 * interval '1 millisecond') as last_month_tickets,
         (select count(*)::int from ticket_waits) as waits,
         (select count(*)::int from ticket_waits where answered_at is not null) as answered,
         (select count(*)::int from ticket_waits where answered_at >= now() - interval '30 days') as answered_30_days,
         (select count(*)::int from ticket_waits where answered_at >= now() - interval '365 days') as answered_year,
         (select count(*)::int from reviews) as reviews,
         (select count(*)::int from review_staff) as review_staff,
         (select count(*)::int from tickets t join accounts a on a.id = t.report_accused_id
            where a.username = $2) as accused_reports`,
      [LIMITS.lastMonthStatsMs, ACCUSED_USERNAME],
    );
    console.log('stats: data %s', JSON.stringify(rows[0]));
    const staff = await client.query<{ id: number; username: string }>(
      `select id, username from accounts
       where ${BENCH_STAFF_CONDITION}
       order by id limit ${STAFF_STATS_COUNT}`,
    );
    const accused = await client.query<{ id: number }>(
      'select id from accounts where username = $1',
      [ACCUSED_USERNAME],
    );
    return {
      staffIds: staff.rows.map((row) => row.id),
      staff1: staff.rows.find((row) => row.username === 'staff1')?.id ?? 0,
      accused: accused.rows[0]?.id ?? 0,
    };
  });
}

/** The hashes calls name people by: the accused player and staff1. */
interface BenchVisualIds {
  accused: string;
  staff1: string;
}

function statsCalls(people: BenchPeople, visualIds: BenchVisualIds): BenchCall[] {
  const now = Date.now();
  const year = `startDate=${now - 364 * DAY_MS}&endDate=${now}`;
  return [
    { name: 'response time, 30 days', method: 'GET', path: '/staffResponseTime' },
    {
      name: 'response time, 30 days, staff',
      method: 'GET',
      path: `/staffResponseTime?staffId=${people.staff1}`,
    },
    { name: 'response time, year', method: 'GET', path: `/staffResponseTime?${year}` },
    {
      name: 'response time, year, staff',
      method: 'GET',
      path: `/staffResponseTime?${year}&staffId=${people.staff1}`,
    },
    {
      name: `staff stats, ${people.staffIds.length} staff`,
      method: 'POST',
      path: '/getStaffStats',
      body: { staffs: people.staffIds },
    },
    { name: 'reports of a player (500)', method: 'GET', path: `/reports/${visualIds.accused}` },
    { name: 'last month summary', method: 'GET', path: '/getLastMonthSummary' },
    {
      name: 'last month tickets, staff page',
      method: 'GET',
      path: `/getLastMonthTickets?assignee=${visualIds.staff1}&type=support&status=closed`,
    },
    {
      name: 'last month tickets, staff row',
      method: 'GET',
      path: `/getLastMonthTickets?assignee=${visualIds.staff1}`,
    },
    {
      name: 'last month tickets, unassigned',
      method: 'GET',
      path: `/getLastMonthTickets?assignee=${UNASSIGNED}&type=report`,
    },
    // Last: its tens of megabytes of garbage would otherwise land in the next call's figures.
    { name: 'last month stats', method: 'GET', path: '/getLastMonthStats' },
  ];
}

/**
 * `npm run bench -- stats`: the statistics calls (issue 12) on the `list` bench's 1M tickets with
 * the statistics seed on top; p50/p95 (ms) through the API as a supervisor.
 */
export async function benchStats(): Promise<void> {
  const bench = await startBenchPortal();
  try {
    let started = performance.now();
    await seedBenchTickets();
    console.log('stats: list seed (or reuse) %s s', secondsSince(started));
    started = performance.now();
    await seedBenchStats();
    console.log('stats: statistics seed (or reuse) %s s', secondsSince(started));
    const people = await dataSizes();
    const { createPseudonyms } = serverBuild<{
      createPseudonyms(secret: string): { ofAccount(id: number): string };
    }>('identity/visual-ids.js');
    const pseudonyms = createPseudonyms(BENCH_VISUAL_ID_SECRET);
    const visualIds = {
      accused: pseudonyms.ofAccount(people.accused),
      staff1: pseudonyms.ofAccount(people.staff1),
    };
    const token = await bench.login(VIEWER);
    console.log('stats: p50/p95 ms over %d runs as %s', RUNS, VIEWER);
    await printHttpFloor('stats', bench.api, RUNS);
    console.log('call                              | p50/p95       | items | KB (json)');
    for (const call of statsCalls(people, visualIds)) {
      const timed = await timeCall(bench.api, call, token, RUNS, 33);
      if (!timed) continue;
      const parsed = JSON.parse(timed.answer.text) as unknown;
      const { staff, data } = parsed as { staff?: unknown[]; data?: unknown[] };
      const items = Array.isArray(parsed) ? parsed.length : ((staff ?? data)?.length ?? 1);
      console.log(
        `${call.name.padEnd(33)} | ${summary(timed.durations).padEnd(13)} | ${String(items).padEnd(5)} | ${(timed.answer.text.length / 1024).toFixed(0)}`,
      );
    }
  } finally {
    await bench.stop();
  }
}
