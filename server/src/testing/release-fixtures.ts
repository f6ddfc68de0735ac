import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type CliOutput, runCli } from '../releases/cli';
import { portalRemotes } from '../releases/portal-remotes';
import { readRegistryState } from '../releases/registry-state';

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCE_LOADER = path.join(__dirname, 'source-loader.cjs');
const CLI_SOURCE = path.join(REPOSITORY_ROOT, 'server', 'src', 'releases', 'cli.ts');

/** One entry of an `mf-manifest.json`'s `shared` list, as module federation writes it. */
export interface SharedModule {
  name: string;
  version: string;
  requiredVersion: string;
  singleton?: boolean;
}

/**
 * What the real builds share (see `shared/federation/shared-map.cjs`): libraries shared by name
 * carry `singleton`, modules shared through a prefix (`react/`, `@portal/shared/`) do not.
 */
export function sharedModules(versions: { portalShared?: string; react?: string } = {}) {
  const portalShared = versions.portalShared ?? '0.1.0';
  const react = versions.react ?? '19.3.1';
  return [
    { name: '@portal/shared/contract', version: portalShared, requiredVersion: `^${portalShared}` },
    {
      name: '@portal/shared/runtime/api',
      version: portalShared,
      requiredVersion: `^${portalShared}`,
    },
    { name: 'react', version: react, requiredVersion: `^${react}`, singleton: true },
    { name: 'react/jsx-runtime', version: react, requiredVersion: `^${react}` },
    { name: 'swr', version: '2.5.1', requiredVersion: '^2.5.1', singleton: true },
  ] satisfies SharedModule[];
}

export interface ReleaseTestPortal {
  /** A portal root: `remotes.cjs`, the descriptors, `deploy/registry/remotes.json`, a shell build. */
  root: string;
  /** The environment the release tool reads (portal root, registry in `<root>/data/registry`). */
  env: NodeJS.ProcessEnv;
  stateFile: string;
  releasesDir: string;
  /** Writes `<folder>/dist` as a build: manifest, remoteEntry.js and one hashed chunk. */
  writeBuild(folder: string, options?: { shared?: SharedModule[]; content?: string }): void;
  writeShellManifest(shared: SharedModule[]): void;
  /** `npm run remote -- …` in this process. */
  cli(...args: string[]): Promise<CliRun>;
  /** `npm run remote -- …` as a separate process (the sources, run as jest runs them). */
  cliProcess(...args: string[]): Promise<CliRun>;
  state(): ReturnType<typeof readRegistryState>;
  remove(): void;
}

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

function writeFile(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A throw-away portal root in the temporary folder, with the repository's real remote list. */
export function createReleaseTestPortal(): ReleaseTestPortal {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-releases-'));
  const copy = (relative: string) =>
    writeFile(
      path.join(root, relative),
      fs.readFileSync(path.join(REPOSITORY_ROOT, relative), 'utf8'),
    );
  copy('remotes.cjs');
  copy('deploy/registry/remotes.json');
  const containers = new Map<string, string>();
  for (const { folder, container } of portalRemotes(REPOSITORY_ROOT)) {
    copy(`${folder}/remote.descriptor.json`);
    containers.set(folder, container);
  }
  const env = { PORTAL_ROOT: root, PATH: process.env.PATH };
  const stateFile = path.join(root, 'data', 'registry', 'registry.json');

  const portal: ReleaseTestPortal = {
    root,
    env,
    stateFile,
    releasesDir: path.join(root, 'data', 'registry', 'releases'),
    writeBuild(folder, { shared = sharedModules(), content = 'v1' } = {}) {
      const dist = path.join(root, folder, 'dist');
      fs.rmSync(dist, { recursive: true, force: true });
      const container = containers.get(folder) ?? folder;
      writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: container, shared }));
      writeFile(
        path.join(dist, 'remoteEntry.js'),
        `var ${container} = ${JSON.stringify(content)};`,
      );
      writeFile(path.join(dist, '9a8b7c6d5e4f3a2b1c0d.chunk.0123456789abcdef.js'), `// ${content}`);
    },
    writeShellManifest(shared) {
      writeFile(
        path.join(root, 'shell', 'dist', 'mf-manifest.json'),
        JSON.stringify({ name: 'shell', shared }),
      );
    },
    async cli(...args) {
      let out = '';
      let err = '';
      const output: CliOutput = { out: (text) => (out += text), err: (text) => (err += text) };
      const code = await runCli(args, env, output);
      return { code, out, err };
    },
    cliProcess: (...args) => runCliProcess(env, args),
    state: () => readRegistryState(stateFile),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
  portal.writeShellManifest(sharedModules());
  return portal;
}

const execFileAsync = promisify(execFile);

/** The release tool as its own process; answers its exit code and what it wrote. */
export async function runCliProcess(env: NodeJS.ProcessEnv, args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['-r', SOURCE_LOADER, CLI_SOURCE, ...args],
      { env, cwd: REPOSITORY_ROOT },
    );
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: failed.stdout ?? '', err: failed.stderr ?? '' };
  }
}
