import {
  type CreateIncidentBody,
  ERROR_CODES,
  type Incident,
  type IncidentEntry,
  type IncidentEntryBody,
  type IncidentStatus,
  type IncidentSummary,
} from '@portal/shared/contract';
import { notFound, refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import {
  presentIncident,
  presentIncidentEntry,
  presentIncidentSummary,
} from '../../presenters/incident-presenter';
import type { Executor } from '../../repositories/executor';
import {
  deleteIncidentNote,
  findIncident,
  findIncidentEntry,
  insertIncident,
  insertIncidentEntry,
  listIncidentEntries,
  listIncidents,
  markIncidentChanged,
  updateIncidentNote,
} from '../../repositories/incidents-repository';
import { changed, recordAudit } from '../audit/audit-trail';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';

// Every call here is behind the incidents router's `adminsOnly` (power ≥ 100). Each change updates
// the incident's `updated_at/by`, is an entry of the audit trail and sends `incidents-changed`.

export async function listAllIncidents(deps: ServiceDeps): Promise<IncidentSummary[]> {
  return (await listIncidents(deps.db)).map(presentIncidentSummary);
}

export async function incidentWithTimeline(db: Executor, id: number): Promise<Incident> {
  const incident = await findIncident(db, id);
  if (!incident) throw notFound('incident');
  return presentIncident(incident, await listIncidentEntries(db, id));
}

export function createIncident(
  deps: ServiceDeps,
  viewer: Viewer,
  body: CreateIncidentBody,
): Promise<Incident> {
  const startedAt = body.createdAt === undefined ? {} : { createdAt: new Date(body.createdAt) };
  return changeWithLiveEvents(deps, async (trx, live) => {
    const id = await insertIncident(trx, {
      title: body.title,
      description: body.description,
      status: body.status,
      ...startedAt,
      createdBy: viewer.id,
    });
    // An incident logged in another status than open (often afterwards, already resolved) starts
    // its timeline with that status, so the postmortem knows when it was resolved.
    if (body.status !== 'open') {
      await insertIncidentEntry(trx, {
        incidentId: id,
        author: viewer.name,
        message: '',
        status: body.status,
        ...startedAt,
        createdBy: viewer.id,
      });
    }
    await recordAudit(trx, viewer, {
      action: 'incident.created',
      target: { kind: 'incident', id },
      changes: [changed('title', null, body.title), changed('status', null, body.status)],
    });
    live.incidentsChanged(id);
    return incidentWithTimeline(trx, id);
  });
}

/** Any status may follow any other (SPEC §4); each change is a timeline entry of its own. */
export function setIncidentStatus(
  deps: ServiceDeps,
  viewer: Viewer,
  incidentId: number,
  status: IncidentStatus,
): Promise<Incident> {
  return changeWithLiveEvents(deps, async (trx, live) => {
    const before = await findIncident(trx, incidentId);
    if (!before || !(await markIncidentChanged(trx, incidentId, viewer.id, status))) {
      throw notFound('incident');
    }
    await recordAudit(trx, viewer, {
      action: 'incident.statusChanged',
      target: { kind: 'incident', id: incidentId },
      changes: [changed('status', before.status, status)],
    });
    await insertIncidentEntry(trx, {
      incidentId,
      author: viewer.name,
      message: '',
      status,
      createdBy: viewer.id,
    });
    live.incidentsChanged(incidentId);
    return incidentWithTimeline(trx, incidentId);
  });
}

export function addIncidentEntry(
  deps: ServiceDeps,
  viewer: Viewer,
  incidentId: number,
  body: IncidentEntryBody,
): Promise<IncidentEntry> {
  return changeWithLiveEvents(deps, async (trx, live) => {
    if (!(await markIncidentChanged(trx, incidentId, viewer.id))) throw notFound('incident');
    const entryId = await insertIncidentEntry(trx, {
      incidentId,
      author: body.author,
      message: body.message,
      ...(body.createdAt === undefined ? {} : { createdAt: new Date(body.createdAt) }),
      createdBy: viewer.id,
    });
    await recordAudit(trx, viewer, {
      action: 'incident.entryAdded',
      target: { kind: 'incident', id: incidentId },
      changes: [changed('entry', null, entryId), changed('message', null, body.message)],
    });
    live.incidentsChanged(incidentId);
    return presentedEntry(trx, incidentId, entryId);
  });
}

async function presentedEntry(db: Executor, incidentId: number, entryId: number) {
  const entry = await findIncidentEntry(db, incidentId, entryId);
  if (!entry) throw notFound('incidentEntry');
  return presentIncidentEntry(entry);
}

/** Status changes are the incident's record of what happened when: only notes change. */
async function assertNoteOf(db: Executor, incidentId: number, entryId: number) {
  if (!(await findIncident(db, incidentId))) throw notFound('incident');
  const entry = await findIncidentEntry(db, incidentId, entryId);
  if (!entry) throw notFound('incidentEntry');
  if (entry.kind === 'status') {
    throw refuse({ code: ERROR_CODES.incidentStatusEntryFixed });
  }
  return entry;
}

export function editIncidentEntry(
  deps: ServiceDeps,
  viewer: Viewer,
  target: { incidentId: number; entryId: number },
  message: string,
): Promise<IncidentEntry> {
  const { incidentId, entryId } = target;
  return changeWithLiveEvents(deps, async (trx, live) => {
    await markIncidentChanged(trx, incidentId, viewer.id);
    const before = await assertNoteOf(trx, incidentId, entryId);
    await updateIncidentNote(trx, { incidentId, entryId, message, editedBy: viewer.id });
    await recordAudit(trx, viewer, {
      action: 'incident.entryEdited',
      target: { kind: 'incident', id: incidentId },
      changes: [changed('entry', entryId, entryId), changed('message', before.message, message)],
    });
    live.incidentsChanged(incidentId);
    return presentedEntry(trx, incidentId, entryId);
  });
}

export function deleteIncidentEntry(
  deps: ServiceDeps,
  viewer: Viewer,
  target: { incidentId: number; entryId: number },
): Promise<{ ok: true }> {
  const { incidentId, entryId } = target;
  return changeWithLiveEvents(deps, async (trx, live) => {
    await markIncidentChanged(trx, incidentId, viewer.id);
    const before = await assertNoteOf(trx, incidentId, entryId);
    await deleteIncidentNote(trx, incidentId, entryId);
    await recordAudit(trx, viewer, {
      action: 'incident.entryDeleted',
      target: { kind: 'incident', id: incidentId },
      changes: [changed('entry', entryId, null), changed('message', before.message, null)],
    });
    live.incidentsChanged(incidentId);
    return { ok: true as const };
  });
}
