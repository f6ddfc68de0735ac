// `npm run remotes:sync`: writes what lists the remotes from `remotes.cjs` and their descriptors —
// the registry `deploy/registry/remotes.json`, the TypeScript references in `tsconfig.json`, the
// npm workspaces and the root build and unit-test scripts. `--check` (part of `npm run lint`) only
// says whether they are current. Plain JavaScript because it runs before anything is built.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { remoteDescriptors } = createRequire(import.meta.url)(join(root, 'remotes.cjs'));
const remotes = remoteDescriptors();
const remoteFolders = remotes.map(({ folder }) => folder);
const isRemote = (folder) => folder.startsWith('mf-');

/** Non-remote entries stay where they are; the remotes follow the shell, in list order. */
function withRemotesAfterShell(entries, folderOf, entryOf) {
  const kept = entries.filter((entry) => !isRemote(folderOf(entry)));
  const shellIndex = kept.findIndex((entry) => folderOf(entry) === 'shell');
  return [
    ...kept.slice(0, shellIndex + 1),
    ...remoteFolders.map(entryOf),
    ...kept.slice(shellIndex + 1),
  ];
}

const registryLines = remotes.map(
  ({ container, folder }) =>
    `  { "name": "${container}", "entry": "/remotes/${folder}/mf-manifest.json" }`,
);
const registry = `[\n${registryLines.join(',\n')}\n]\n`;

const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
const references = withRemotesAfterShell(
  tsconfig.references,
  (reference) => reference.path,
  (folder) => ({ path: folder }),
);
const referenceLines = references.map((reference) => `    { "path": "${reference.path}" }`);
const tsconfigText = `{\n  "files": [],\n  "references": [\n${referenceLines.join(',\n')}\n  ]\n}\n`;

const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
packageJson.workspaces = withRemotesAfterShell(
  packageJson.workspaces,
  (folder) => folder,
  (folder) => folder,
);
const frontEnds = ['shell', ...remoteFolders].map((folder) => `-w ${folder}`).join(' ');
packageJson.scripts.build = `npm run build -w shared && npm run build -w server && npm run build ${frontEnds}`;
packageJson.scripts['test:unit'] =
  `jest --selectProjects shared ui shell ${remoteFolders.join(' ')}`;
const packageText = `${JSON.stringify(packageJson, null, 2)}\n`;

const files = [
  ['deploy/registry/remotes.json', registry],
  ['tsconfig.json', tsconfigText],
  ['package.json', packageText],
];
const stale = files.filter(([file, text]) => readFileSync(join(root, file), 'utf8') !== text);

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`Out of date with remotes.cjs: ${stale.map(([file]) => file).join(', ')}.`);
    console.error('Run `npm run remotes:sync`.');
    process.exit(1);
  }
} else {
  for (const [file, text] of stale) {
    writeFileSync(join(root, file), text);
    console.log(`Wrote ${file}`);
  }
}
