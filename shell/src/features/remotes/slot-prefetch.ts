import type { ClientMode } from '@portal/shared/contract';
import { mayLoad } from '@portal/shared/runtime/remotes';
import { provideSlotPrefetch } from '@portal/shared/runtime/slot-prefetch';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useEffect } from 'react';
import { loadSlot } from './slot-loads';
import { slotDefinition } from './slot-table';

/**
 * Answers a remote's `prefetchSlot(name)` while mounted: the slot's module starts loading (the
 * very load the slot will use) where this viewer may load it; a failure is left to the slot.
 */
export function useSlotPrefetch(clientMode: ClientMode): void {
  const { power } = useViewer();
  useEffect(
    () =>
      provideSlotPrefetch((name) => {
        const slot = slotDefinition(name);
        if (slot && mayLoad(slot.loadedBy, { clientMode, power })) {
          loadSlot(name, slot).catch(() => undefined);
        }
      }),
    [clientMode, power],
  );
}
