import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The process listening on a TCP port of this machine (`ss -ltnp`), or throws. */
export function pidListeningOn(port: number): number {
  const listing = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port}`);
  return Number(pid);
}

/** Resident memory of a process in kB (`VmRSS` of `/proc/<pid>/status`). */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb);
}

/** Established TCP connections whose local end is `port` (connections an instance holds). */
export function establishedOn(port: number): number {
  const listing = execFileSync('ss', ['-Htn', 'state', 'established', `sport = :${port}`], {
    encoding: 'utf8',
  });
  return listing.split('\n').filter((line) => line.trim() !== '').length;
}

/** The 1-minute load average, printed beside figures taken on a shared machine. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/** CPU time a process has used, in seconds (utime + stime of `/proc/<pid>/stat`, 100 ticks/s). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The machine's CPU time so far, busy and in all (seconds summed over cores, from `/proc/stat`). */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/** This process's soft limit on open files (`ulimit -n`), from `/proc/self/limits`. */
export function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

/** CPU seconds used so far by each process whose command is `name` (e.g. PostgreSQL's), by pid. */
export function cpuSecondsOfCommand(name: string): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) {
        used.set(Number(entry), cpuSeconds(Number(entry)));
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return used;
}
