import { isGroupAdmin } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';

/** Keys of the groups the viewer administers: statistics name people only there. */
export async function administeredGroupKeys(
  deps: ServiceDeps,
  viewer: Viewer,
): Promise<Set<string>> {
  const asPermissionViewer = viewer;
  return new Set(
    (await deps.catalog.groups())
      .filter((group) => isGroupAdmin(asPermissionViewer, group))
      .map((group) => group.key),
  );
}
