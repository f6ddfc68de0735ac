import { defineCalls, downloadRoute } from '../define-call';
import type { incidentSchemas } from '../schemas/calls/incidents';

export const incidentCalls = defineCalls<typeof incidentSchemas>()({
  listIncidents: { method: 'GET', path: '/incidents' },
  getIncident: { method: 'GET', path: '/incidents/:id' },
  createIncident: { method: 'POST', path: '/incidents', idempotent: 'replay' },
  addIncidentEntry: { method: 'POST', path: '/incidents/:id/entries', idempotent: 'replay' },
  setIncidentStatus: { method: 'PATCH', path: '/incidents/:id/status' },
  editIncidentEntry: { method: 'PATCH', path: '/incidents/:id/entries/:entryId' },
  deleteIncidentEntry: { method: 'DELETE', path: '/incidents/:id/entries/:entryId' },
  exportIncidentMarkdown: downloadRoute({ method: 'GET', path: '/incidents/:id/export-md' }),
  incidentPostmortemMarkdown: downloadRoute({
    method: 'GET',
    path: '/incidents/:id/postmortem-md',
  }),
});
