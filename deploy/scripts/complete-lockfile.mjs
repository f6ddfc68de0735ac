// The registry this project installs from serves only some platforms' builds of packages that
// ship native binaries as optional dependencies (biome, swc, …). `npm install` then leaves the
// other platforms out of package-lock.json, and `npm ci` rejects such a lock. This adds an entry
// for each missing platform package, with the `os`/`cpu`/`libc` its name declares, so `npm ci`
// accepts the lock and skips those packages on machines they do not fit, without fetching them.
// Run after `npm install`: `npm run lock:complete`. `--check` only reports (used by CI).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
  'package-lock.json',
);
const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/** `@scope/pkg-linux-arm-musleabihf` → { os: ['linux'], cpu: ['arm'], libc: ['musl'] }. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OPERATING_SYSTEMS.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (cpu === 'wasm32') return { cpu: [cpu] };
  if (!os || !cpu) return null;
  const suffix = parts.at(-1);
  const libc = suffix.startsWith('musl') ? 'musl' : suffix.startsWith('gnu') ? 'glibc' : null;
  return { os: [os], cpu: [cpu], ...(os === 'linux' && libc ? { libc: [libc] } : {}) };
}

/** Where node resolves `dependency` from the package installed at `parentPath`, if anywhere. */
function isResolved(packages, parentPath, dependency) {
  for (let path = parentPath; ; path = path.slice(0, path.lastIndexOf('/node_modules/'))) {
    const candidate = path ? `${path}/node_modules/${dependency}` : `node_modules/${dependency}`;
    if (packages[candidate]) return true;
    if (!path.includes('/node_modules/')) {
      return !!packages[`node_modules/${dependency}`];
    }
  }
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];
const unknown = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isResolved(lock.packages, path, dependency)) continue;
    const platform = platformOf(dependency);
    if (!platform) {
      unknown.push(dependency);
      continue;
    }
    lock.packages[`node_modules/${dependency}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${dependency}@${version}`);
  }
}

if (unknown.length > 0) {
  console.error(`Cannot tell the platform of: ${unknown.join(', ')}`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} platform packages: run npm run lock:complete`,
    );
    process.exit(1);
  }
  process.exit(0);
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length > 0 ? `Added ${added.join(', ')}` : 'package-lock.json is complete');
