import { cpuSeconds, cpuSecondsOfCommand, machineCpu } from './processes';

/** Where the CPU went during a measured stretch, each in % of one core (the machine has 2). */
export interface CpuShares {
  /** The whole machine's busy share, in % of all its cores. */
  busy: number;
  servers: number[];
  postgres: number;
  nginx: number;
  /** This bench process (the driver and its clients). */
  bench: number;
  /** The stretch measured, in seconds: share × seconds ÷ 100 is CPU seconds. */
  seconds: number;
}

function readings(pids: readonly number[]) {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    machine: machineCpu(),
    servers: pids.map(cpuSeconds),
    postgres: cpuSecondsOfCommand('postgres'),
    nginx: cpuSecondsOfCommand('nginx'),
    bench: (usage.user + usage.system) / 1e6,
  };
}

/**
 * CPU seconds the processes used between two readings: those started meanwhile count whole; those
 * that ended meanwhile are lost (PostgreSQL's backends live as long as the servers' pools).
 */
function usedSince(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}

/** Runs `work` and tells how much CPU the servers, PostgreSQL, nginx and the bench used meanwhile. */
export async function withCpuShares<T>(
  pids: readonly number[],
  work: () => Promise<T>,
): Promise<[T, CpuShares]> {
  const before = readings(pids);
  const result = await work();
  const after = readings(pids);
  const wall = (after.at - before.at) / 1000;
  const share = (used: number) => (100 * used) / wall;
  return [
    result,
    {
      busy:
        (100 * (after.machine.busy - before.machine.busy)) /
        (after.machine.total - before.machine.total),
      servers: pids.map((_, index) =>
        share((after.servers[index] ?? 0) - (before.servers[index] ?? 0)),
      ),
      postgres: share(usedSince(before.postgres, after.postgres)),
      nginx: share(usedSince(before.nginx, after.nginx)),
      bench: share(after.bench - before.bench),
      seconds: wall,
    },
  ];
}

/** `busy 71% · servers 28+29 · pg 60 · nginx 8 · bench 15` (all but busy in % of one core). */
export function formatCpu(cpu: CpuShares): string {
  const servers = cpu.servers.map((value) => value.toFixed(0)).join('+');
  return `busy ${cpu.busy.toFixed(0)}% · servers ${servers} · pg ${cpu.postgres.toFixed(0)} · nginx ${cpu.nginx.toFixed(0)} · bench ${cpu.bench.toFixed(0)}`;
}
