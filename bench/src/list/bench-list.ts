import { createHash } from 'node:crypto';
import { ticketListBodySchema } from '@portal/shared/contract/schemas';
import { BENCH_DATABASE_URL, seedBenchTickets, withClient } from './bench-database';
import { BENCH_VISUAL_ID_SECRET, printHttpFloor, startBenchPortal } from './bench-portal';
import { type DirectViewer, openDirectList } from './direct-sql';
import { type ListScenario, listScenarios, searchScenarios } from './scenarios';
import { percentile, summary, timeRuns } from './timing';

/**
 * 100 runs: with 30, a p95 is the second-worst sample, and one scheduling hiccup on this 2-core
 * machine sets it. `BENCH_LIST_RUNS` takes fewer (a slow plan measured before a change: 100 ×
 * 0.5 s each).
 */
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 100);
/** The deep page: this many pages of 20 in, reached by following the API's own cursors. */
const DEEP_PAGE = 25;

interface ListAnswer {
  data: { _id: number }[];
  cursor: string | null;
}

/** The tickets of the pages walked, in order: their count and a short hash, to compare two runs. */
function fingerprint(ids: readonly number[]): string {
  const hash = createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 8);
  return `${ids.length} ${hash}`;
}

async function viewers(): Promise<Record<string, DirectViewer>> {
  return withClient(BENCH_DATABASE_URL, async (client) => {
    const { rows } = await client.query<{
      username: string;
      id: number;
      power: number;
      adminRoles: string[];
    }>(
      `select a.username, a.id, a.power,
         coalesce(array_agg(r.role_key) filter (where r.role_key is not null), '{}') as "adminRoles"
       from accounts a left join account_roles r on r.account_id = a.id
       where a.username in ('admin1', 'staff1', 'player1') group by a.id`,
    );
    return Object.fromEntries(rows.map((row) => [row.username, row]));
  });
}

/**
 * `npm run bench -- list`: 1M tickets and 5M comments on the PostgreSQL server; for every sort and
 * filter, p50/p95 (ms) of the first page and of page 25 through the API and as the direct SQL.
 */
export async function benchList(): Promise<void> {
  const bench = await startBenchPortal();
  const { api } = bench;
  const direct = await openDirectList(BENCH_DATABASE_URL, BENCH_VISUAL_ID_SECRET);
  try {
    await seedBenchTickets();
    const people = await viewers();
    const tokens: Record<string, string> = {};
    for (const user of Object.keys(people)) tokens[user] = await bench.login(user);
    const callApi = async (scenario: ListScenario, cursor?: string) => {
      const body = cursor ? { ...scenario.body, cursor } : scenario.body;
      const answer = await api.call('POST', `/api${scenario.path}`, body, tokens[scenario.user]);
      if (answer.status !== 200)
        throw new Error(`${scenario.name}: ${answer.status} ${answer.text}`);
      return JSON.parse(answer.text) as ListAnswer;
    };
    console.log('list: p50/p95 ms over %d runs; deep = page %d', RUNS, DEEP_PAGE);
    await printHttpFloor('list', api, RUNS);
    console.log(
      'scenario               | API first | SQL first | API deep  | SQL deep  | ratio p95 | tickets of the pages walked',
    );
    const staff1 = people.staff1?.id ?? 0;
    // `BENCH_LIST_ONLY=search` times the searches alone.
    const scenarios =
      process.env.BENCH_LIST_ONLY === 'search' ? searchScenarios() : listScenarios(staff1);
    for (const scenario of scenarios) {
      const viewer = people[scenario.user];
      if (!viewer) throw new Error(`no bench viewer ${scenario.user}`);
      let cursor: string | undefined;
      const walked: number[] = [];
      for (let page = 1; page < DEEP_PAGE; page += 1) {
        const answer: ListAnswer = await callApi(scenario, cursor);
        walked.push(...answer.data.map((ticket) => ticket._id));
        if (!answer.cursor) break;
        cursor = answer.cursor;
      }
      const apiFirst = await timeRuns(RUNS, () => callApi(scenario));
      const firstBody = ticketListBodySchema.parse(scenario.body);
      const sqlFirst = await timeRuns(RUNS, () => direct.run(viewer, scenario.path, firstBody));
      const apiDeep = cursor ? await timeRuns(RUNS, () => callApi(scenario, cursor)) : [];
      const deepBody = cursor
        ? ticketListBodySchema.parse({ ...scenario.body, cursor })
        : undefined;
      const sqlDeep = deepBody
        ? await timeRuns(RUNS, () => direct.run(viewer, scenario.path, deepBody))
        : [];
      const ratio = percentile(apiFirst, 0.95) / percentile(sqlFirst, 0.95);
      const deep = (values: number[]) => (values.length ? summary(values) : '(no page)');
      console.log(
        `${scenario.name.padEnd(22)} | ${summary(apiFirst).padEnd(9)} | ${summary(sqlFirst).padEnd(9)} | ${deep(apiDeep).padEnd(9)} | ${deep(sqlDeep).padEnd(9)} | ${ratio.toFixed(2).padEnd(9)} | ${fingerprint(walked)}`,
      );
    }
  } finally {
    await direct.close();
    await bench.stop();
  }
}
