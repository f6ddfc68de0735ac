import { loadavg } from 'node:os';
import { buildPath, calls } from '@portal/shared/contract';
import { cpuSeconds } from '../cluster/processes';
import { BENCH_DATABASE, BENCH_SERVER_URL } from '../list/bench-database';
import { type BenchPortal, startBenchPortal } from '../list/bench-portal';
import { openDatabaseMeter } from '../load/database-meter';
import { loadDatabase } from '../load/load-database';
import { pickTicketPools } from '../load/ticket-pools';

const COSTS_DATABASE = `${BENCH_DATABASE}_costs`;
/** Calls of each kind timed one after another; as many again are sent first, untimed. */
const RUNS = Number(process.env.BENCH_COSTS_RUNS ?? 400);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** BENCH_COSTS_ONLY=<kind>,<kind>: time only these kinds (by name, e.g. `player list`). */
const ONLY = process.env.BENCH_COSTS_ONLY?.split(',').map((name) => name.trim());
/** BENCH_COSTS_CPU_PROF=<folder>: the instance writes a V8 CPU profile there when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_COSTS_CPU_PROF;

type Token = 'player1' | 'staff1' | 'admin1';
interface Kind {
  name: string;
  call(next: number): { method: 'GET' | 'POST'; path: string; body?: unknown; token: Token };
}

const api = (path: string) => `/api${path}`;

/** The load bench's kinds of call, and `GET /api/health` (no session, no SQL) as the floor. */
function kinds(pools: Awaited<ReturnType<typeof pickTicketPools>>): Kind[] {
  const at = (ids: number[], next: number) => ids[(next * 7919) % ids.length] as number;
  const list = (token: Token) => () => ({
    method: 'POST' as const,
    path: api(calls.listTickets.path),
    body: {},
    token,
  });
  const staffAction = (name: string, path: string, ids: number[]): Kind => ({
    name,
    call: (next) => ({
      method: 'POST',
      path: api(path),
      body: { ticketId: at(ids, next) },
      token: 'staff1',
    }),
  });
  return [
    {
      name: 'health (floor)',
      call: () => ({ method: 'GET', path: '/api/health', token: 'player1' }),
    },
    { name: 'me', call: () => ({ method: 'GET', path: api(calls.me.path), token: 'player1' }) },
    { name: 'player list', call: list('player1') },
    { name: 'staff list', call: list('staff1') },
    { name: 'admin list', call: list('admin1') },
    {
      name: 'open ticket',
      call: (next) => ({
        method: 'GET',
        path: api(buildPath(calls.getTicket, { id: at(pools.players, next) })),
        token: 'player1',
      }),
    },
    {
      name: 'its comments',
      call: (next) => ({
        method: 'POST',
        path: api(buildPath(calls.listComments, { ticketId: at(pools.players, next) })),
        body: {},
        token: 'player1',
      }),
    },
    {
      name: 'post comment',
      call: (next) => ({
        method: 'POST',
        path: api(calls.postComment.path),
        body: {
          ticketId: at(pools.staffAnswers, next),
          comment: 'Revisado, gracias.',
          staffOnly: false,
        },
        token: 'staff1',
      }),
    },
    // Each call takes or closes a ticket of its own (the strides are prime to the pools' sizes,
    // 20,000 and 1,412 on the bench database: up to 700 runs).
    staffAction('take', calls.takeTicket.path, pools.unassigned),
    staffAction('close', calls.closeTicket.path, pools.closable),
  ];
}

async function timeKind(
  bench: BenchPortal,
  tokens: Record<Token, string>,
  kind: Kind,
  meter: Awaited<ReturnType<typeof openDatabaseMeter>>,
): Promise<string> {
  let next = 0;
  const send = async () => {
    const { method, path, body, token } = kind.call(next++);
    const answer = await bench.api.call(method, path, body, tokens[token]);
    if (answer.status !== 200) throw new Error(`${kind.name}: ${answer.status} ${answer.text}`);
  };
  for (let run = 0; run < RUNS; run += 1) await send();
  const instanceBefore = cpuSeconds(bench.portal.pid);
  const started = performance.now();
  const [, database] = await meter.measure(async () => {
    for (let run = 0; run < RUNS; run += 1) await send();
  });
  const perCall = (total: number) => (total / RUNS).toFixed(2);
  const wall = perCall(performance.now() - started);
  const instance = perCall((cpuSeconds(bench.portal.pid) - instanceBefore) * 1000);
  const postgres = perCall(database.cpuSeconds * 1000);
  const statements = database.statements === undefined ? '-' : perCall(database.statements);
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${kind.name.padEnd(15)} | ${wall.padStart(7)} | ${instance.padStart(11)} | ${postgres.padStart(9)} | ${statements.padStart(5)} | ${load}`;
}

/**
 * `npm run bench -- costs`: what one call of each kind costs, sent one after another to one
 * instance (production mode, PostgreSQL and Redis) on a copy of the 1M-ticket database: wall time,
 * the instance's and PostgreSQL's CPU per call and statements per call, beside `/api/health` in
 * the same run (what any answer costs here, with no session and no SQL).
 */
export async function benchCosts(): Promise<void> {
  const database = await loadDatabase(COSTS_DATABASE);
  const pools = await pickTicketPools(database.url);
  const bench = await startBenchPortal(
    { DATABASE_URL: database.url, REDIS_URL, COMMENT_RATE_LIMIT: '1000000' },
    CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
  );
  const meter = await openDatabaseMeter(BENCH_SERVER_URL, COSTS_DATABASE);
  try {
    const tokens = {
      player1: await bench.login('player1'),
      staff1: await bench.login('staff1'),
      admin1: await bench.login('admin1'),
    };
    console.log(
      `costs: one call at a time, ${RUNS} of each kind after ${RUNS} untimed; PostgreSQL ${meter.memory}`,
    );
    console.log('kind            | wall ms | inst CPU ms | pg CPU ms | stmts | load average');
    const timed = kinds(pools).filter((kind) => !ONLY || ONLY.includes(kind.name));
    for (const kind of timed) console.log(await timeKind(bench, tokens, kind, meter));
  } finally {
    await meter.close();
    await bench.stop();
    bench.api.close();
    await database.drop();
  }
}
