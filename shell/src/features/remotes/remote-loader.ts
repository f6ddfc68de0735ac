import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_REGISTRY_URL, remoteRegistrySchema } from '@portal/shared/runtime/remotes';
import type { ComponentType } from 'react';
import { remoteModuleId, type SlotDefinition } from './slot-table';
import { isUnavailableModule, RemoteUnavailableError } from './unavailable-module';

let registration: Promise<void> | null = null;

/**
 * Reads `/remotes.json` (never from cache, so a new remote version is picked up on reload) and
 * registers each remote's `mf-manifest.json`. Registering fetches nothing: a remote's files load
 * on its first `loadRemote`. A failed read is retried on the next call.
 */
export function registerDiscoveredRemotes(): Promise<void> {
  registration ??= fetch(REMOTE_REGISTRY_URL, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${REMOTE_REGISTRY_URL} answered ${response.status}`);
      const entries = remoteRegistrySchema.parse(await response.json());
      registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

function isComponent(value: unknown): value is ComponentType<never> {
  // Function components, classes, and memo/forwardRef objects.
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/** Loads a slot's exposed module and returns its default-exported component. */
export async function loadRemoteComponent<Props>(
  slot: SlotDefinition,
): Promise<ComponentType<Props>> {
  const id = remoteModuleId(slot);
  try {
    await registerDiscoveredRemotes();
  } catch (error) {
    throw new RemoteUnavailableError(id, error instanceof Error ? error.message : String(error));
  }
  const loaded: unknown = await loadRemote(id);
  if (isUnavailableModule(loaded)) throw new RemoteUnavailableError(id, loaded.reason);
  const exported =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (!isComponent(exported)) throw new RemoteUnavailableError(id, 'no default-exported component');
  return exported as ComponentType<Props>;
}
