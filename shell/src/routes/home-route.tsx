import type { ClientMode } from '@portal/shared/contract';
import { Outlet } from '@portal/shared/runtime/routing';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { StaffViewLinks } from './staff-view-links';

const NO_PROPS = {};

/** `/` and `/ticket/:id`: the list stays mounted while the ticket modal opens above it. */
export function HomeRoute({ clientMode }: { clientMode: ClientMode }) {
  return (
    <>
      <StaffViewLinks clientMode={clientMode} />
      <RemoteSlot name="home" props={NO_PROPS} clientMode={clientMode} />
      <Outlet />
    </>
  );
}
