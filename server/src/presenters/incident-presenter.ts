import type { Incident, IncidentEntry, IncidentSummary } from '@portal/shared/contract';
import type { IncidentEntryRecord, IncidentRecord } from '../repositories/incidents-repository';

export function presentIncidentSummary(incident: IncidentRecord): IncidentSummary {
  return {
    _id: incident.id,
    title: incident.title,
    description: incident.description,
    status: incident.status,
    createdAt: incident.createdAt.getTime(),
    createdBy: incident.creatorName,
    updatedAt: incident.updatedAt.getTime(),
    updatedBy: incident.updaterName,
  };
}

export function presentIncidentEntry(entry: IncidentEntryRecord): IncidentEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    status: entry.status,
    author: entry.author,
    message: entry.message,
    createdAt: entry.createdAt.getTime(),
    recordedBy: entry.recorderName,
    editedAt: entry.updatedAt?.getTime() ?? null,
    editedBy: entry.editorName,
  };
}

export function presentIncident(
  incident: IncidentRecord,
  entries: readonly IncidentEntryRecord[],
): Incident {
  return { ...presentIncidentSummary(incident), entries: entries.map(presentIncidentEntry) };
}
