import { createRequire } from 'node:module';
import path from 'node:path';

/** A remote as the release tool needs it: its names and its build folder. */
export interface PortalRemote {
  /** The federation name, `/remotes.json`'s `name` (`mf_tickets`). */
  container: string;
  /** The workspace folder (`mf-tickets`), also the release folder's name. */
  folder: string;
  /** Its built `dist/` (`build.dist` of its descriptor). */
  buildDir: string;
}

interface RemoteDescriptor {
  container: string;
  folder: string;
  build: { dist: string };
}

/** The remotes listed in the portal's `remotes.cjs`, read from their descriptors. */
export function portalRemotes(portalRoot: string): PortalRemote[] {
  const requireFromRoot = createRequire(path.join(portalRoot, 'package.json'));
  const { remoteDescriptors } = requireFromRoot('./remotes.cjs') as {
    remoteDescriptors: () => RemoteDescriptor[];
  };
  return remoteDescriptors().map(({ container, folder, build }) => ({
    container,
    folder,
    buildDir: path.join(portalRoot, folder, build.dist),
  }));
}

/** A remote by its folder (`mf-tickets`) or its container name (`mf_tickets`). */
export function findRemote(
  remotes: readonly PortalRemote[],
  name: string,
): PortalRemote | undefined {
  return remotes.find((remote) => remote.folder === name || remote.container === name);
}
