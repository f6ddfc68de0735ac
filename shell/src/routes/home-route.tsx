import type { ClientMode } from '@portal/shared/contract';
import { Outlet } from '@portal/shared/runtime/routing';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { useSlotPrefetch } from '../features/remotes/slot-prefetch';
import { StaffViewLinks } from './staff-view-links';

const NO_PROPS = {};

/**
 * `/` and `/ticket/:id`: the list stays mounted while the ticket modal opens above it, and may
 * fetch the modal's remote ahead (`prefetchSlot`).
 */
export function HomeRoute({ clientMode }: { clientMode: ClientMode }) {
  useSlotPrefetch(clientMode);
  return (
    <>
      <StaffViewLinks clientMode={clientMode} />
      <RemoteSlot name="home" props={NO_PROPS} clientMode={clientMode} />
      <Outlet />
    </>
  );
}
