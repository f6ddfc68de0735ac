import type { ClientMode } from '@portal/shared/contract';
import { adminPanelSectionFromHash } from '@portal/shared/runtime/remotes';
import { useLocation, useParams } from '@portal/shared/runtime/routing';
import { RemoteSlot } from '../features/remotes/remote-slot';

/** `/panel#<section>`. */
export function AdminPanelRoute({ clientMode }: { clientMode: ClientMode }) {
  const { hash } = useLocation();
  return (
    <RemoteSlot
      name="adminPanel"
      props={{ section: adminPanelSectionFromHash(hash) }}
      clientMode={clientMode}
    />
  );
}

/** `/admin/incidents` and `/admin/incidents/:id`. */
export function AdminIncidentsRoute({ clientMode }: { clientMode: ClientMode }) {
  const { id } = useParams();
  return (
    <RemoteSlot name="adminIncidents" props={{ incidentId: id ?? null }} clientMode={clientMode} />
  );
}
