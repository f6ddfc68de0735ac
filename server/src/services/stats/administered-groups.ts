import { isGroupAdmin } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { groupFacts, permissionViewer } from '../tickets/ticket-record';

/** Keys of the groups the viewer administers: statistics name people only there. */
export async function administeredGroupKeys(
  deps: ServiceDeps,
  viewer: Viewer,
): Promise<Set<string>> {
  const asPermissionViewer = permissionViewer(viewer);
  return new Set(
    (await deps.catalog.groups())
      .filter((group) => isGroupAdmin(asPermissionViewer, groupFacts(group)))
      .map((group) => group.key),
  );
}
