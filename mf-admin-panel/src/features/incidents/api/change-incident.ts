import {
  type CreateIncidentBody,
  calls,
  type IncidentEntryBody,
  type IncidentStatus,
} from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /incidents → the incident as stored. */
export function createIncident(body: CreateIncidentBody) {
  return callApi(calls.createIncident, { body });
}

/** PATCH /incidents/{id}/status → the incident, its timeline holding the change. */
export function setIncidentStatus(incidentId: number, status: IncidentStatus) {
  return callApi(calls.setIncidentStatus, { params: { id: incidentId }, body: { status } });
}

/** POST /incidents/{id}/entries → the entry. */
export function addIncidentEntry(incidentId: number, body: IncidentEntryBody) {
  return callApi(calls.addIncidentEntry, { params: { id: incidentId }, body });
}

/** PATCH /incidents/{id}/entries/{entryId} {message} → the entry. */
export function editIncidentEntry(incidentId: number, entryId: number, message: string) {
  return callApi(calls.editIncidentEntry, {
    params: { id: incidentId, entryId },
    body: { message },
  });
}

/** DELETE /incidents/{id}/entries/{entryId}. */
export function deleteIncidentEntry(incidentId: number, entryId: number) {
  return callApi(calls.deleteIncidentEntry, { params: { id: incidentId, entryId } });
}
