import { calls } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { useQuery } from './query';

/** GET /incidents: every incident, the latest to start first, without timelines (admins). */
export function useIncidents() {
  return useQuery(calls.listIncidents, {});
}

/** The cache entry of the incident list, which `incidents-changed` refreshes. */
export function incidentsKey() {
  return apiKey(calls.listIncidents, {});
}

/** GET /incidents/{id}: one incident with its timeline. */
export function useIncident(incidentId: number) {
  return useQuery(calls.getIncident, { params: { id: incidentId } });
}

/** The cache entry of one incident, which `incidents-changed` about it refreshes. */
export function incidentKey(incidentId: number) {
  return apiKey(calls.getIncident, { params: { id: incidentId } });
}
