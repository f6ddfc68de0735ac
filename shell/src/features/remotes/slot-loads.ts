import type { ComponentType } from 'react';
import { loadWithRetries, SLOT_LOAD_TIMING } from './load-with-retries';
import { loadRemoteComponent } from './remote-loader';
import { forgetFailedContainer } from './remote-registry';
import type { SlotDefinition, SlotName, SlotProps } from './slot-table';

/** Each slot's module, loading or loaded, so a fetch ahead and the slot itself share one load. */
const slotLoads = new Map<SlotName, Promise<ComponentType<never>>>();

/**
 * Loads a slot's module once (retried as `SLOT_LOAD_TIMING` says); a load that failed is
 * forgotten, so the next asks again.
 */
export function loadSlot<K extends SlotName>(
  name: K,
  slot: SlotDefinition,
): Promise<ComponentType<SlotProps[K]>> {
  let loading = slotLoads.get(name);
  if (!loading) {
    loading = loadWithRetries(
      () => loadRemoteComponent<never>(slot),
      () => forgetFailedContainer(slot.scope),
      SLOT_LOAD_TIMING,
    );
    slotLoads.set(name, loading);
    loading.catch(() => {
      if (slotLoads.get(name) === loading) slotLoads.delete(name);
    });
  }
  return loading as Promise<ComponentType<SlotProps[K]>>;
}

/** Forgets a slot's load (the slot's Retry), so its module is asked for again. */
export function forgetSlotLoad(name: SlotName): void {
  slotLoads.delete(name);
}
