import type { PortalRemote } from './portal-remotes';
import { type RegistryActor, rollbackTarget, withPointerMoved } from './registry-history';
import type { ReleasePointer } from './registry-state';
import { updateRegistryState } from './registry-store';

export interface RollbackRequest {
  remote: PortalRemote;
  stateFile: string;
  /** A published version; none = the release published before the current one. */
  version?: string | undefined;
  actor: RegistryActor;
}

export interface RollbackOutcome extends ReleasePointer {
  /** False when the remote already pointed at it: nothing was written. */
  moved: boolean;
}

/**
 * Moves the remote's pointer back to an earlier release, decided and written under the lock. Its
 * files are not checked against the shell again: they were when published, and the tool never
 * deletes a release.
 */
export function rollbackRemote(request: RollbackRequest): Promise<RollbackOutcome> {
  const { remote } = request;
  return updateRegistryState(request.stateFile, (state) => {
    const pointer = rollbackTarget(
      remote.container,
      state.remotes[remote.container],
      request.version,
    );
    const next = withPointerMoved(state, remote, 'rollback', pointer, request.actor);
    return { next, result: { ...pointer, moved: next !== state } };
  });
}
