import type { IncidentStatus } from '@portal/shared/contract';
import type { TFunction } from 'i18next';
import { fixedTexts } from '../fixed-texts';

// The fixed words of the two incident files, in the language of the administrator who downloads
// them (the panel sends its own). Times stay in UTC, written the same way in both.

const es = {
  incidentTitle: 'Incidente {{id}}: {{title}}',
  status: 'Estado',
  started: 'Inicio',
  recordedBy: 'Registrado por',
  lastChanged: 'Último cambio',
  changedAtBy: '{{time}} por {{name}}',
  description: 'Descripción',
  timeline: 'Cronología',
  noEntries: 'No se registraron entradas.',
  statusSet: 'Estado cambiado a **{{status}}** por {{name}}',
  postmortemTitle: 'Postmortem: {{title}}',
  summary: 'Resumen',
  incident: 'Incidente',
  currentStatus: 'Estado actual',
  entryCount: 'Entradas en la cronología',
  impactWindow: 'Ventana de impacto',
  impactStart: 'Inicio (primera entrada)',
  impactEnd: 'Fin (resolución)',
  notResolved: 'sin resolver todavía',
  duration: 'Duración',
  statusChanges: 'Cambios de estado',
  noStatusChanges: 'No se registraron cambios de estado.',
  time: 'Hora',
  changedBy: 'Cambiado por',
  rootCause: 'Causa raíz',
  actionItems: 'Acciones',
  toFillIn: 'Por completar.',
  open: 'abierto',
  investigating: 'investigando',
  resolved: 'resuelto',
  closed: 'cerrado',
};

const en: typeof es = {
  incidentTitle: 'Incident {{id}}: {{title}}',
  status: 'Status',
  started: 'Started',
  recordedBy: 'Recorded by',
  lastChanged: 'Last changed',
  changedAtBy: '{{time}} by {{name}}',
  description: 'Description',
  timeline: 'Timeline',
  noEntries: 'No entries were recorded.',
  statusSet: 'Status set to **{{status}}** by {{name}}',
  postmortemTitle: 'Postmortem: {{title}}',
  summary: 'Summary',
  incident: 'Incident',
  currentStatus: 'Current status',
  entryCount: 'Entries on the timeline',
  impactWindow: 'Impact window',
  impactStart: 'Start (first entry)',
  impactEnd: 'End (resolution)',
  notResolved: 'not resolved yet',
  duration: 'Duration',
  statusChanges: 'Status changes',
  noStatusChanges: 'No status changes were recorded.',
  time: 'Time',
  changedBy: 'Changed by',
  rootCause: 'Root cause',
  actionItems: 'Action items',
  toFillIn: 'To be filled in.',
  open: 'open',
  investigating: 'investigating',
  resolved: 'resolved',
  closed: 'closed',
} satisfies Record<IncidentStatus, string> & Record<keyof typeof es, string>;

export type IncidentTexts = TFunction<'incidentFiles'>;

// The values are Markdown already escaped by `markdown-text.ts`.
export const incidentTexts = fixedTexts('incidentFiles', { es, en });
