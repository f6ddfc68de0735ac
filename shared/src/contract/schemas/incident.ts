import { z } from 'zod';
import { INCIDENT_ENTRY_KINDS, INCIDENT_STATUSES } from '../limits';
import { idSchema, timestampSchema } from './common';

export const incidentStatusSchema = z.enum(INCIDENT_STATUSES, {
  error: `The status is one of ${INCIDENT_STATUSES.join(', ')}.`,
});

export const incidentEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(INCIDENT_ENTRY_KINDS),
  /** The status a `status` entry set; null on notes. */
  status: incidentStatusSchema.nullable(),
  author: z.string(),
  /** Empty on `status` entries: each screen words the change in its own language. */
  message: z.string(),
  createdAt: timestampSchema,
  /** The admin who recorded it (the author may be someone else, e.g. who reported it). */
  recordedBy: z.string().nullable(),
  editedAt: timestampSchema.nullable(),
  editedBy: z.string().nullable(),
});
export type IncidentEntry = z.infer<typeof incidentEntrySchema>;

/** An incident as the list shows it: without its timeline. */
export const incidentSummarySchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  status: incidentStatusSchema,
  createdAt: timestampSchema,
  createdBy: z.string().nullable(),
  updatedAt: timestampSchema,
  updatedBy: z.string().nullable(),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;

export const incidentSchema = incidentSummarySchema.extend({
  /** Oldest first (by their time, then as recorded). */
  entries: z.array(incidentEntrySchema),
});
export type Incident = z.infer<typeof incidentSchema>;
