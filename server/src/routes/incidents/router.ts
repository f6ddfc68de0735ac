import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { adminsOnly } from '../../http/admins-only';
import { mountCall } from '../../http/mount-call';
import { mountDownload } from '../../http/mount-download';
import { requireViewer } from '../../http/request-context';
import { incidentMarkdownFile } from '../../services/incidents/incident-files';
import {
  addIncidentEntry,
  createIncident,
  deleteIncidentEntry,
  editIncidentEntry,
  incidentWithTimeline,
  listAllIncidents,
  setIncidentStatus,
} from '../../services/incidents/manage-incidents';
import { mountOptions, type RouteDeps } from '../route-deps';

/** The incident log (SPEC §7): admins only (power ≥ 100); its rules are `services/incidents/`. */
export function incidentsRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [adminsOnly] };
  mountCall(router, calls.listIncidents, options, () => listAllIncidents(deps.services));
  mountCall(router, calls.getIncident, options, ({ params }) =>
    incidentWithTimeline(deps.services.db, params.id),
  );
  mountCall(router, calls.createIncident, options, ({ body }, req) =>
    createIncident(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.setIncidentStatus, options, ({ params, body }, req) =>
    setIncidentStatus(deps.services, requireViewer(req), params.id, body.status),
  );
  mountCall(router, calls.addIncidentEntry, options, ({ params, body }, req) =>
    addIncidentEntry(deps.services, requireViewer(req), params.id, body),
  );
  mountCall(router, calls.editIncidentEntry, options, ({ params, body }, req) =>
    editIncidentEntry(
      deps.services,
      requireViewer(req),
      { incidentId: params.id, entryId: params.entryId },
      body.message,
    ),
  );
  mountCall(router, calls.deleteIncidentEntry, options, ({ params }, req) =>
    deleteIncidentEntry(deps.services, requireViewer(req), {
      incidentId: params.id,
      entryId: params.entryId,
    }),
  );
  mountDownload(router, calls.exportIncidentMarkdown, options, ({ params, query }) =>
    incidentMarkdownFile(deps.services, params.id, 'incident', query.lang),
  );
  mountDownload(router, calls.incidentPostmortemMarkdown, options, ({ params, query }) =>
    incidentMarkdownFile(deps.services, params.id, 'postmortem', query.lang),
  );
  return router;
}
