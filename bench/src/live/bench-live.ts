import type { TicketComment } from '@portal/shared/contract';
import { formatCpu } from '../cluster/cpu-shares';
import { openFilesLimit } from '../cluster/processes';
import { latencyFigures } from './deliveries';
import { startFloorLive } from './floor-target';
import { PLAYERS, SOCKETS, STAFF_TABS, socketAccounts, WATCHED_TICKETS } from './live-plan';
import { type LiveFigures, runLive } from './live-run';
import { startPortalLive } from './portal-target';

const RATE = 20;
/** BENCH_LIVE_SECONDS shortens the run while working on the bench. */
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const TARGET_P99_MS = 50;
const TARGET_FLOOR_RATIO = 2;
const TARGET_KB_PER_SOCKET = 20;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const row = (label: string, portal: string, floor: string, ratio: string, target: string) =>
  console.log(
    `${label.padEnd(30)} | ${portal.padEnd(14)} | ${floor.padEnd(14)} | ${ratio.padEnd(7)} | ${target}`,
  );

function kbPerSocket(figures: LiveFigures): string[] {
  return figures.memory.map(
    (instance) =>
      `${instance.name} ${((instance.afterKb - instance.beforeKb) / instance.sockets).toFixed(1)}`,
  );
}

function printFigures(portal: LiveFigures, floor: LiveFigures): void {
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
  const figures = (label: string, pick: (figures: LiveFigures) => number[], target = '') => {
    const p = latencyFigures(pick(portal));
    const f = latencyFigures(pick(floor));
    row(`${label} p50 ms`, ms(p.p50), ms(f.p50), ratio(p.p50, f.p50), '');
    row(`${label} p99 ms`, ms(p.p99), ms(f.p99), ratio(p.p99, f.p99), target);
    row(`${label} max ms`, ms(p.max), ms(f.max), ratio(p.max, f.max), '');
  };
  row('figure', 'portal', 'floor', 'ratio', 'target');
  // send→receipt is the whole path, the write included: the figure the targets apply to.
  // answer→receipt compares unlike things: the floor emits before it answers, while the portal
  // answers once the change commits and delivers meanwhile.
  figures(
    'send→receipt',
    (figures) => figures.deliveries.fromSend,
    `≤ ${TARGET_P99_MS} and ≤ ${TARGET_FLOOR_RATIO}× floor`,
  );
  figures('send→answer', (figures) => figures.deliveries.answers);
  figures('answer→receipt', (figures) => figures.deliveries.fromAck);
  const early = (figures: LiveFigures) =>
    String(figures.deliveries.fromAck.filter((value) => value < 0).length);
  row('receipts before the answer', early(portal), early(floor), '', '');
  const counts = (figures: LiveFigures) =>
    `${figures.deliveries.delivered}/${figures.deliveries.expected}`;
  row('deliveries/expected', counts(portal), counts(floor), '', 'all');
  row(
    'extra or duplicate receipts',
    String(portal.deliveries.extra),
    String(floor.deliveries.extra),
    '',
    '0',
  );
  row('failed posts', String(portal.failedPosts.length), String(floor.failedPosts.length), '', '0');
  row('sockets dropped', String(portal.dropped), String(floor.dropped), '', '0');
  row(
    'connecting all sockets s',
    portal.connectSeconds.toFixed(1),
    floor.connectSeconds.toFixed(1),
    '',
    '',
  );
  for (const [index, instance] of portal.memory.entries()) {
    const floorInstance = floor.memory[index];
    row(
      `sockets/connections ${instance.name}`,
      `${instance.sockets}/${instance.connections}`,
      floorInstance ? `${floorInstance.sockets}/${floorInstance.connections}` : '',
      '',
      '',
    );
  }
  // An instance that has already grown a heap (the portal, after sign-ins) fits sockets into free
  // room, so its figure can be lower than the floor's fresh process: a bound seen on this run.
  const portalKb = kbPerSocket(portal);
  const floorKb = kbPerSocket(floor);
  for (const [index, figure] of portalKb.entries()) {
    row('RSS growth per socket kB', figure, floorKb[index] ?? '', '', `≤ ${TARGET_KB_PER_SOCKET}`);
  }
  row('load average (1/5/15 min)', portal.load, floor.load, '', '');
  console.log(`CPU while posting, portal: ${formatCpu(portal.cpu)} (% of one core)`);
  console.log(`CPU while posting, floor:  ${formatCpu(floor.cpu)}`);
  for (const failure of [...new Set(portal.failedPosts)].slice(0, 5))
    console.log(`portal post failed: ${failure}`);
  for (const failure of [...new Set(floor.failedPosts)].slice(0, 5))
    console.log(`floor post failed: ${failure}`);
}

/**
 * `npm run bench -- live`: comment delivery to 2,000 sockets through nginx and two instances,
 * beside plain socket.io with the same fan-out (see src/live/README.md).
 */
export async function benchLive(): Promise<void> {
  // One file per socket in this process, and the instances inherit the limit from it.
  const needed = SOCKETS + 500;
  if (openFilesLimit() < needed) {
    throw new Error(
      `live: ${SOCKETS} sockets need more open files: run \`ulimit -n ${needed}\` first`,
    );
  }
  const accounts = socketAccounts();
  console.log(
    'live: %d sockets (%d players, staff tabs %s), %d watched tickets, %d comments/s for %d s',
    SOCKETS,
    PLAYERS,
    JSON.stringify(STAFF_TABS),
    WATCHED_TICKETS,
    RATE,
    SECONDS,
  );
  const portal = await startPortalLive();
  let portalFigures: LiveFigures;
  let payload: TicketComment;
  try {
    portalFigures = await runLive(portal.target, accounts, portal.tickets, RATE, SECONDS);
    payload = portal.sampleComment();
  } finally {
    await portal.stop();
  }
  const floor = await startFloorLive(accounts, portal.tickets, payload);
  let floorFigures: LiveFigures;
  try {
    floorFigures = await runLive(floor.target, accounts, portal.tickets, RATE, SECONDS);
  } finally {
    await floor.stop();
  }
  printFigures(portalFigures, floorFigures);
}
