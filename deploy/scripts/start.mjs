// `npm start`: build whatever is missing or older than its sources, then run the portal in one
// process. Plain JavaScript because it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const { remoteDescriptors } = createRequire(import.meta.url)(join(root, 'remotes.cjs'));

/** Each workspace with the file its build produces; order matters (the server needs shared). */
const builds = [
  {
    workspace: 'shared',
    output: 'shared/dist/contract/index.js',
    sources: ['shared/src/contract'],
  },
  { workspace: 'server', output: 'server/dist/main.js', sources: ['server/src'] },
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

for (const build of builds.filter(isStale)) {
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { PORTAL_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
