import { readFileSync } from 'node:fs';

/** The parts of a V8 `.cpuprofile` (written by `node --cpu-prof`) read here. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
}

/** Where a frame's code lives: a package, the server's own code, node itself or V8. */
function origin(url: string, name: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (inPackage) return inPackage;
  if (url.includes('/server/dist/')) return 'server';
  if (url.includes('/shared/')) return '@portal/shared';
  if (url.startsWith('node:')) return 'node';
  if (name === '(garbage collector)') return 'gc';
  if (name === '(idle)' || name === '(program)') return name;
  return url === '' ? 'native' : url;
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

/**
 * Prints the top entries of one or more CPU profiles: self time by function and by where the code
 * lives, and total time (self and callees) by where it lives, idle left out of the whole.
 * `node -r @swc-node/register bench/src/load/profile-top.ts <file.cpuprofile>… [count]`.
 */
function main(): void {
  const args = process.argv.slice(2);
  const count = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 25;
  const self = new Map<string, number>();
  const selfByOrigin = new Map<string, number>();
  const totalByOrigin = new Map<string, number>();
  let busy = 0;
  const add = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  for (const file of args) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) {
      for (const child of node.children ?? []) parent.set(child, node.id);
    }
    const hits = new Map<number, number>();
    for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
    for (const [id, samples] of hits) {
      const node = byId.get(id);
      if (!node) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = origin(url, functionName);
      if (where === '(idle)') continue;
      busy += samples;
      const file = url.split('/').slice(-2).join('/');
      add(self, `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, samples);
      add(selfByOrigin, where, samples);
      // Each origin once per sample, however deep it recurs.
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)?.callFrame;
        if (frame) seen.add(origin(frame.url, frame.functionName));
      }
      for (const name of seen) add(totalByOrigin, name, samples);
    }
  }
  const top = (title: string, map: Map<string, number>) => {
    console.log(title);
    for (const [name, samples] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      console.log(`  ${percent(samples, busy)}  ${name}`);
    }
  };
  console.log(`${busy} busy samples (idle left out)`);
  top('self time by function', self);
  top('self time by origin', selfByOrigin);
  top('total time by origin (self and callees)', totalByOrigin);
}

main();
