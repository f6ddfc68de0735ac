import type { RegistryState, ReleasePointer, RemoteReleases } from './registry-state';
import { ReleaseRefusal } from './release-refusal';

/** Who moved a pointer and when, as the history records it. */
export interface RegistryActor {
  by: string;
  at: string;
}

/** A remote's names as the registry keeps them. */
export interface RegistryRemote {
  container: string;
  folder: string;
}

const samePointer = (a: ReleasePointer | undefined, b: ReleasePointer) =>
  a?.version === b.version && a.entry === b.entry;

/**
 * The remote now points at `pointer`, the move recorded in its history; the same state (nothing
 * to write) when it already pointed there.
 */
export function withPointerMoved(
  state: RegistryState,
  remote: RegistryRemote,
  action: 'publish' | 'rollback',
  pointer: ReleasePointer,
  actor: RegistryActor,
): RegistryState {
  const previous = state.remotes[remote.container];
  if (samePointer(previous?.current, pointer)) return state;
  return {
    ...state,
    remotes: {
      ...state.remotes,
      [remote.container]: {
        folder: remote.folder,
        current: pointer,
        history: [...(previous?.history ?? []), { action, ...pointer, ...actor }],
      },
    },
  };
}

function publishedVersions(releases: RemoteReleases): string[] {
  const versions = releases.history
    .filter((entry) => entry.action === 'publish')
    .map((entry) => entry.version);
  return [...new Set(versions)];
}

/**
 * Where a rollback goes. With a version: that published release (its latest address). Without:
 * the release published before the current one was, so rolling back again keeps going back
 * (v1, v2, v3 → v2 → v1) rather than returning to the release just left.
 */
export function rollbackTarget(
  container: string,
  releases: RemoteReleases | undefined,
  version?: string,
): ReleasePointer {
  if (!releases) {
    throw new ReleaseRefusal(`${container} was never published; there is nothing to roll back.`);
  }
  const publishes = releases.history.filter((entry) => entry.action === 'publish');
  if (version !== undefined) {
    const found = publishes.findLast((entry) => entry.version === version);
    if (!found) {
      throw new ReleaseRefusal(
        `${container} has no published release ${version}; published: ${publishedVersions(releases).join(', ')}.`,
      );
    }
    return { version: found.version, entry: found.entry };
  }
  const current = releases.current.version;
  const currentIndex = publishes.findLastIndex((entry) => entry.version === current);
  const earlier = publishes
    .slice(0, Math.max(currentIndex, 0))
    .findLast((entry) => entry.version !== current);
  if (!earlier) {
    throw new ReleaseRefusal(
      `${container} has no release published before ${current}; there is nothing to roll back to.`,
    );
  }
  return { version: earlier.version, entry: earlier.entry };
}
