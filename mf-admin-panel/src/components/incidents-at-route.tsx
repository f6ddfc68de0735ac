import { useParams } from '@portal/shared/runtime/routing';
import Incidents from '../exposed/incidents';

/**
 * What the shell's `/admin/incidents` and `/admin/incidents/:id` routes render (standalone page and
 * tests): the id comes from the route.
 */
export function IncidentsAtRoute() {
  return <Incidents incidentId={useParams().id ?? null} />;
}
