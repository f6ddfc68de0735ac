import path from 'node:path';

/** Where the remote registry keeps its state and releases, and the committed default lines. */
export interface RegistryLocation {
  /** The registry's state (`registry.json`): each remote's current release and its history. */
  stateFile: string;
  /** Content-addressed releases, `<folder>/<version>/`, served by the portal at `/releases/`. */
  releasesDir: string;
  /** `deploy/registry/remotes.json`: each remote's build in place, for remotes never published. */
  defaultLinesFile: string;
}

export interface RegistryLocationSettings {
  portalRoot: string;
  /** `REMOTE_REGISTRY_DIR`; `<portalRoot>/data/registry` when unset. */
  registryDir?: string | undefined;
  /** `REMOTE_RELEASES_DIR`; `<registryDir>/releases` when unset. */
  releasesDir?: string | undefined;
}

export const REGISTRY_STATE_FILE_NAME = 'registry.json';
/** The address the portal serves the default releases folder at. */
export const RELEASES_URL_PATH = '/releases';

/**
 * Relative to the portal root, not to the working directory: the CLI and every instance started
 * from anywhere meet the same state file.
 */
export function registryLocation(settings: RegistryLocationSettings): RegistryLocation {
  const portalRoot = path.resolve(settings.portalRoot);
  const registryDir = path.resolve(
    portalRoot,
    settings.registryDir ?? path.join('data', 'registry'),
  );
  return {
    stateFile: path.join(registryDir, REGISTRY_STATE_FILE_NAME),
    releasesDir: path.resolve(
      portalRoot,
      settings.releasesDir ?? path.join(registryDir, 'releases'),
    ),
    defaultLinesFile: path.join(portalRoot, 'deploy', 'registry', 'remotes.json'),
  };
}
