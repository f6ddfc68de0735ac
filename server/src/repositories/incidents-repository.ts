import type { IncidentStatus } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { IncidentEntryKind } from '../db/database';
import type { Executor } from './executor';

/** An incident with the names of who created it and who changed it last. */
export interface IncidentRecord {
  id: number;
  title: string;
  description: string;
  status: IncidentStatus;
  createdAt: Date;
  creatorName: string | null;
  updatedAt: Date;
  updaterName: string | null;
}

/** A timeline entry with the names of who recorded it and who last edited it. */
export interface IncidentEntryRecord {
  id: number;
  kind: IncidentEntryKind;
  status: IncidentStatus | null;
  author: string;
  message: string;
  createdAt: Date;
  recorderName: string | null;
  updatedAt: Date | null;
  editorName: string | null;
}

function incidents(db: Executor) {
  return db
    .selectFrom('incidents as i')
    .leftJoin('accounts as creator', 'creator.id', 'i.created_by')
    .leftJoin('accounts as updater', 'updater.id', 'i.updated_by')
    .select([
      'i.id',
      'i.title',
      'i.description',
      'i.status',
      'i.created_at as createdAt',
      'creator.name as creatorName',
      'i.updated_at as updatedAt',
      'updater.name as updaterName',
    ]);
}

/** Every incident, the latest to start first. */
export async function listIncidents(db: Executor): Promise<IncidentRecord[]> {
  const rows = await incidents(db)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows as IncidentRecord[];
}

export async function findIncident(db: Executor, id: number): Promise<IncidentRecord | undefined> {
  const row = await incidents(db).where('i.id', '=', id).executeTakeFirst();
  return row as IncidentRecord | undefined;
}

function entries(db: Executor) {
  return db
    .selectFrom('incident_entries as e')
    .leftJoin('accounts as recorder', 'recorder.id', 'e.created_by')
    .leftJoin('accounts as editor', 'editor.id', 'e.updated_by')
    .select([
      'e.id',
      'e.kind',
      'e.status',
      'e.author',
      'e.message',
      'e.created_at as createdAt',
      'recorder.name as recorderName',
      'e.updated_at as updatedAt',
      'editor.name as editorName',
    ]);
}

/** An incident's timeline in the order things happened (entries may be dated in the past). */
export async function listIncidentEntries(
  db: Executor,
  incidentId: number,
): Promise<IncidentEntryRecord[]> {
  const rows = await entries(db)
    .where('e.incident_id', '=', incidentId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows as IncidentEntryRecord[];
}

export async function findIncidentEntry(
  db: Executor,
  incidentId: number,
  entryId: number,
): Promise<IncidentEntryRecord | undefined> {
  const row = await entries(db)
    .where('e.incident_id', '=', incidentId)
    .where('e.id', '=', entryId)
    .executeTakeFirst();
  return row as IncidentEntryRecord | undefined;
}

interface NewIncident {
  title: string;
  description: string;
  status: IncidentStatus;
  /** Left out: now. */
  createdAt?: Date;
  createdBy: number;
}

export async function insertIncident(db: Executor, incident: NewIncident): Promise<number> {
  const row = await db
    .insertInto('incidents')
    .values({
      title: incident.title,
      description: incident.description,
      status: incident.status,
      created_by: incident.createdBy,
      updated_by: incident.createdBy,
      ...(incident.createdAt ? { created_at: incident.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Marks an incident changed now by someone, optionally setting its status; false when there is no
 * such incident. The row stays locked until the transaction ends, so changes to one incident line up.
 */
export async function markIncidentChanged(
  db: Executor,
  id: number,
  changedBy: number,
  status?: IncidentStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('incidents')
    .set({
      updated_at: sql<Date>`now()`,
      updated_by: changedBy,
      ...(status ? { status } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

interface NewIncidentEntry {
  incidentId: number;
  author: string;
  message: string;
  /** A status change's entry; left out for a note. */
  status?: IncidentStatus;
  createdAt?: Date;
  createdBy: number;
}

export async function insertIncidentEntry(db: Executor, entry: NewIncidentEntry): Promise<number> {
  const row = await db
    .insertInto('incident_entries')
    .values({
      incident_id: entry.incidentId,
      kind: entry.status ? 'status' : 'note',
      status: entry.status ?? null,
      author: entry.author,
      message: entry.message,
      created_by: entry.createdBy,
      ...(entry.createdAt ? { created_at: entry.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a note's message; false when the incident has no such note. */
export async function updateIncidentNote(
  db: Executor,
  change: { incidentId: number; entryId: number; message: string; editedBy: number },
): Promise<boolean> {
  const result = await db
    .updateTable('incident_entries')
    .set({ message: change.message, updated_at: sql<Date>`now()`, updated_by: change.editedBy })
    .where('incident_id', '=', change.incidentId)
    .where('id', '=', change.entryId)
    .where('kind', '=', 'note')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a note; false when the incident has no such note. */
export async function deleteIncidentNote(
  db: Executor,
  incidentId: number,
  entryId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('incident_entries')
    .where('incident_id', '=', incidentId)
    .where('id', '=', entryId)
    .where('kind', '=', 'note')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
