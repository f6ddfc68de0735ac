// What `npm start`, `npm run start:cluster` and `npm run remote` build before running: each workspace whose output is
// missing or older than its sources. Plain JavaScript because it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const { remoteDescriptors } = createRequire(import.meta.url)(join(root, 'remotes.cjs'));

/** The contract and the server (the server needs the contract's build); order matters. */
export const serverBuilds = [
  {
    workspace: 'shared',
    output: 'shared/dist/contract/index.js',
    sources: ['shared/src/contract'],
  },
  { workspace: 'server', output: 'server/dist/main.js', sources: ['server/src'] },
];

/** Everything `npm start` serves: the server, the shell and each remote of `remotes.cjs`. */
export const portalBuilds = [
  ...serverBuilds,
  {
    workspace: 'shell',
    output: 'shell/dist/index.html',
    sources: ['shell/src', 'shared/src', 'remotes.cjs'],
  },
  ...remoteDescriptors().map(({ folder, build }) => ({
    workspace: folder,
    output: `${folder}/${build.dist}/mf-manifest.json`,
    sources: [`${folder}/src`, 'shared/src'],
  })),
];

function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stats.mtimeMs,
  );
}

function isStale({ output, sources }) {
  const outputPath = join(root, output);
  if (!existsSync(outputPath)) return true;
  const builtAt = statSync(outputPath).mtimeMs;
  return sources.some((source) => newestModification(join(root, source)) > builtAt);
}

/**
 * Builds each stale workspace in order; a failed build ends the process with its status.
 * `toStderr` keeps stdout for the command that runs next (`npm run -s remote -- list --json`).
 */
export function buildStale(builds, { toStderr = false } = {}) {
  for (const build of builds.filter(isStale)) {
    (toStderr ? console.error : console.log)(`Building ${build.workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: root,
      stdio: ['inherit', toStderr ? 2 : 'inherit', 'inherit'],
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
