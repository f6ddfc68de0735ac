import path from 'node:path';
import type { PortalRemote } from './portal-remotes';
import { type RegistryActor, withPointerMoved } from './registry-history';
import { updateRegistryState } from './registry-store';
import { storeRelease } from './release-content';
import { ReleaseRefusal } from './release-refusal';
import {
  ManifestError,
  readFederationManifest,
  sharedIncompatibilities,
} from './shared-compatibility';

/** A static host folder and the address its files are served at (`/releases` for the portal's). */
export interface ReleaseHost {
  dir: string;
  baseUrl: string;
}

export interface PublishRequest {
  remote: PortalRemote;
  stateFile: string;
  host: ReleaseHost;
  /** The shell's `mf-manifest.json`: what the shell provides to every remote. */
  shellManifestFile: string;
  actor: RegistryActor;
}

export interface PublishOutcome {
  version: string;
  entry: string;
  releaseDir: string;
  /** False when that release was already stored (the same build published before). */
  copied: boolean;
  /** False when the remote already pointed at it: nothing was written. */
  moved: boolean;
}

async function manifestOrRefusal(file: string, refusal: (reason: string) => string) {
  try {
    return await readFederationManifest(file);
  } catch (error) {
    if (error instanceof ManifestError) throw new ReleaseRefusal(refusal(error.message));
    throw error;
  }
}

/** Refuses a build the shell cannot run: a shared library outside the range the remote needs. */
async function assertShellCompatible(request: PublishRequest) {
  const { remote } = request;
  const manifest = await manifestOrRefusal(
    path.join(remote.buildDir, 'mf-manifest.json'),
    (reason) =>
      `${remote.folder} has no build to publish: ${reason}. Build it first (npm run build -w ${remote.folder}).`,
  );
  if (manifest.name !== remote.container) {
    throw new ReleaseRefusal(
      `${remote.buildDir} holds the build of ${manifest.name}, not ${remote.container}; not published.`,
    );
  }
  const shell = await manifestOrRefusal(
    request.shellManifestFile,
    (reason) =>
      `what the shell provides is unknown: ${reason}. Build the shell (npm run build -w shell) or name its manifest with --shell-manifest; not published.`,
  );
  const problems = sharedIncompatibilities(manifest, shell);
  if (problems.length > 0) {
    const lines = problems.map(
      ({ library, required, provided }) =>
        `${remote.folder} needs ${library} ${required} but the shell provides ${provided}`,
    );
    throw new ReleaseRefusal(`${lines.join('\n')}; not published.`);
  }
}

/**
 * Checks the build against the shell, stores it as a content-addressed release on the host and
 * moves the remote's registry pointer to it.
 */
export async function publishRemote(request: PublishRequest): Promise<PublishOutcome> {
  const { remote, host } = request;
  await assertShellCompatible(request);
  const stored = await storeRelease(remote.buildDir, path.join(host.dir, remote.folder));
  const entry = `${host.baseUrl.replace(/\/+$/, '')}/${remote.folder}/${stored.version}/mf-manifest.json`;
  const pointer = { version: stored.version, entry };
  const moved = await updateRegistryState(request.stateFile, (state) => {
    const next = withPointerMoved(state, remote, 'publish', pointer, request.actor);
    return { next, result: next !== state };
  });
  return { version: stored.version, entry, releaseDir: stored.dir, copied: stored.copied, moved };
}
