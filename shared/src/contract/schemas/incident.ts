import { z } from 'zod';
import { INCIDENT_STATUSES } from '../limits';
import { idSchema, timestampSchema } from './common';

export const incidentStatusSchema = z.enum(INCIDENT_STATUSES, {
  error: `The status is one of ${INCIDENT_STATUSES.join(', ')}.`,
});

export const incidentEntrySchema = z.object({
  id: idSchema,
  author: z.string(),
  message: z.string(),
  createdAt: timestampSchema,
});
export type IncidentEntry = z.infer<typeof incidentEntrySchema>;

export const incidentSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  status: incidentStatusSchema,
  createdAt: timestampSchema,
  entries: z.array(incidentEntrySchema),
});
export type Incident = z.infer<typeof incidentSchema>;
