import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type RemoteRegistryEntry, remoteRegistryLines } from '@portal/shared/contract';
import { findRemote, type PortalRemote } from './portal-remotes';
import { publishRemote, type ReleaseHost } from './publish-remote';
import type { RegistryActor } from './registry-history';
import { RELEASES_URL_PATH, type RegistryLocation } from './registry-location';
import { type RegistryState, readRegistryState } from './registry-state';
import { ReleaseRefusal } from './release-refusal';
import { rollbackRemote } from './rollback-remote';

/** A command line that does not say what to do: answered with the usage text. */
export class UsageError extends Error {}

/** What every command gets: where the registry is, the portal's remotes, and the options. */
export interface CommandContext {
  portalRoot: string;
  location: RegistryLocation;
  remotes: readonly PortalRemote[];
  options: {
    by?: string | undefined;
    to?: string | undefined;
    baseUrl?: string | undefined;
    shellManifest?: string | undefined;
    from?: string | undefined;
    json?: boolean | undefined;
  };
}

function remoteNamed(context: CommandContext, name: string | undefined, command: string) {
  if (!name) throw new UsageError(`${command} needs a remote.`);
  const remote = findRemote(context.remotes, name);
  if (!remote) {
    const known = context.remotes.map(({ folder }) => folder).join(', ');
    throw new ReleaseRefusal(`${name} is not a remote of this portal; remotes: ${known}.`);
  }
  return remote;
}

function actorOf(by: string | undefined): RegistryActor {
  let user = by;
  if (!user) {
    try {
      user = os.userInfo().username;
    } catch {
      user = process.env.USER ?? 'unknown';
    }
  }
  return { by: user, at: new Date().toISOString() };
}

function hostOf({ options, location }: CommandContext): ReleaseHost {
  if ((options.to === undefined) !== (options.baseUrl === undefined)) {
    throw new UsageError(
      '--to and --base-url go together: a folder and the address it is served at.',
    );
  }
  return options.to && options.baseUrl
    ? { dir: path.resolve(options.to), baseUrl: options.baseUrl }
    : { dir: location.releasesDir, baseUrl: RELEASES_URL_PATH };
}

export async function publishCommand(context: CommandContext, args: string[]): Promise<string> {
  const [name, ...extra] = args;
  const remote = remoteNamed(context, name, 'publish');
  if (extra.length > 0)
    throw new UsageError('publish takes no version: a release is named by its content.');
  const host = hostOf(context);
  const shellManifest =
    context.options.shellManifest ??
    path.join(context.portalRoot, 'shell', 'dist', 'mf-manifest.json');
  // --from: a build made elsewhere (a remote team's CI) instead of the one in the remote's folder.
  const buildDir = context.options.from ? path.resolve(context.options.from) : remote.buildDir;
  const published = await publishRemote({
    remote: { ...remote, buildDir },
    stateFile: context.location.stateFile,
    host,
    shellManifestFile: path.resolve(shellManifest),
    actor: actorOf(context.options.by),
  });
  const stored = `${published.copied ? 'stored in' : 'already stored in'} ${published.releaseDir}`;
  const lines = published.moved
    ? [
        `Published ${remote.container} ${published.version} (${stored}).`,
        `/remotes.json now gives ${published.entry}.`,
      ]
    : [
        `${remote.container} already points at ${published.version} (${published.entry}); nothing changed.`,
      ];
  if (/^https?:\/\//i.test(host.baseUrl)) {
    lines.push(
      `Its files come from ${new URL(host.baseUrl).origin}: that origin must be in the portal's REMOTE_ORIGINS (Content-Security-Policy).`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function rollbackCommand(context: CommandContext, args: string[]): Promise<string> {
  const [name, version, ...extra] = args;
  const remote = remoteNamed(context, name, 'rollback');
  if (extra.length > 0) throw new UsageError('rollback takes one version at most.');
  const rolledBack = await rollbackRemote({
    remote,
    stateFile: context.location.stateFile,
    version,
    actor: actorOf(context.options.by),
  });
  return rolledBack.moved
    ? `Rolled ${remote.container} back to ${rolledBack.version}.\n/remotes.json now gives ${rolledBack.entry}.\n`
    : `${remote.container} already points at ${rolledBack.version}; nothing changed.\n`;
}

async function defaultLines(file: string): Promise<RemoteRegistryEntry[]> {
  try {
    return remoteRegistryLines(JSON.parse(await fs.readFile(file, 'utf8'))) ?? [];
  } catch {
    return [];
  }
}

function remoteText(
  container: string,
  folder: string | undefined,
  state: RegistryState,
  lines: RemoteRegistryEntry[],
) {
  const heading = `${container} (${folder ?? '?'})`;
  const releases = state.remotes[container];
  if (!releases) {
    const inPlace = lines.find((line) => line.name === container)?.entry ?? '—';
    return `${heading}\n  current  never published: the build in place, ${inPlace}`;
  }
  const history = releases.history.map(
    ({ at, action, version, by, entry }) =>
      `  ${at}  ${action.padEnd(8)}  ${version}  ${by}  ${entry}`,
  );
  return [
    heading,
    `  current  ${releases.current.version}  ${releases.current.entry}`,
    ...history,
  ].join('\n');
}

/** Each remote (those of `remotes.cjs`, then any other the registry knows) with its history. */
export async function listCommand(context: CommandContext, args: string[]): Promise<string> {
  if (args.length > 0) throw new UsageError('list takes no remote.');
  const state = await readRegistryState(context.location.stateFile);
  if (context.options.json) return `${JSON.stringify(state, null, 2)}\n`;
  const lines = await defaultLines(context.location.defaultLinesFile);
  const folders = new Map(context.remotes.map(({ container, folder }) => [container, folder]));
  for (const [container, releases] of Object.entries(state.remotes)) {
    if (!folders.has(container)) folders.set(container, releases.folder);
  }
  const blocks = [...folders].map(([container, folder]) =>
    remoteText(container, folder, state, lines),
  );
  return `${blocks.join('\n\n')}\n`;
}
