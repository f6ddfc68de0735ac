import type { ClientMode } from '@portal/shared/contract';
import { Outlet } from 'react-router-dom';
import { RemoteSlot } from '../features/remotes/remote-slot';

const NO_PROPS = {};

/** `/` and `/ticket/:id`: the list stays mounted while the ticket modal opens above it. */
export function HomeRoute({ clientMode }: { clientMode: ClientMode }) {
  return (
    <>
      <RemoteSlot name="home" props={NO_PROPS} clientMode={clientMode} />
      <Outlet />
    </>
  );
}
