import { isRecord } from './plain-checks';

/** A container name: the remote's federation name, snake_case (`mf_tickets`). */
export const REMOTE_CONTAINER_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * One line of `/remotes.json`: the container name, its `mf-manifest.json` address and, once the
 * remote was published, the release it points at (none for the build served in place).
 */
export interface RemoteRegistryEntry {
  name: string;
  entry: string;
  version?: string;
}

export const REMOTE_REGISTRY_URL = '/remotes.json';

function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isRegistryLine(value: unknown): value is RemoteRegistryEntry {
  if (!isRecord(value)) return false;
  const { name, entry, version } = value;
  return (
    typeof name === 'string' &&
    REMOTE_CONTAINER_NAME.test(name) &&
    isFilledText(entry) &&
    (version === undefined || isFilledText(version))
  );
}

/**
 * The lines of a `/remotes.json` (the build's default lines, or the registry as served), or
 * undefined when `value` is not such a list. Read by the server and the shell alike, with plain
 * checks: the shell reads it on the first page, where zod is not loaded.
 */
export function remoteRegistryLines(value: unknown): RemoteRegistryEntry[] | undefined {
  if (!Array.isArray(value) || !value.every(isRegistryLine)) return undefined;
  return value.map(({ name, entry, version }) => ({
    name,
    entry,
    ...(version === undefined ? {} : { version }),
  }));
}
