import { calls, type Incident } from '@portal/shared/contract';
import { incidentKey, incidentsKey } from '@portal/shared/runtime/queries/get-incidents';
import { cacheChange, useMutation } from '@portal/shared/runtime/use-mutation';

/** POST /incidents → the incident as stored; the list is read again. */
export function useCreateIncident() {
  return useMutation(calls.createIncident, {
    invalidates: () => [incidentsKey()],
    failureShownInPlace: true,
  });
}

/**
 * PATCH /incidents/{id}/status → the incident, its timeline holding the change: the status shows
 * at once and is put back when refused (SPEC §4).
 */
export function useSetIncidentStatus() {
  return useMutation(calls.setIncidentStatus, {
    failureShownInPlace: true,
    optimistic: ({ params, body }) => [
      cacheChange<Incident, Incident>(incidentKey(Number(params.id)), {
        optimistic: (current) => ({ ...current, status: body.status }),
        settle: (answer) => answer,
      }),
    ],
  });
}

/** The incident is read again once one of its entries changed (params as sent: an id or its text). */
const incidentOf = ({ params }: { params: { id: number | string } }) => [
  incidentKey(Number(params.id)),
];

/** POST /incidents/{id}/entries → the entry. */
export function useAddIncidentEntry() {
  return useMutation(calls.addIncidentEntry, {
    invalidates: incidentOf,
    failureShownInPlace: true,
  });
}

/** PATCH /incidents/{id}/entries/{entryId} {message} → the entry. */
export function useEditIncidentEntry() {
  return useMutation(calls.editIncidentEntry, {
    invalidates: incidentOf,
    failureShownInPlace: true,
  });
}

/** DELETE /incidents/{id}/entries/{entryId}. */
export function useDeleteIncidentEntry() {
  return useMutation(calls.deleteIncidentEntry, {
    invalidates: incidentOf,
    failureShownInPlace: true,
  });
}
