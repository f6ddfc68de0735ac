import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { markContainerLoaded, registerDiscoveredRemotes } from './remote-registry';
import { remoteModuleId, type SlotDefinition } from './slot-table';
import { isUnavailableModule, RemoteUnavailableError } from './unavailable-module';

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
  markContainerLoaded(slot.scope);
  const exported =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (!isComponent(exported)) throw new RemoteUnavailableError(id, 'no default-exported component');
  return exported as ComponentType<Props>;
}
