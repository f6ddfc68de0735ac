import { z } from 'zod';
import { defineCall, defineDownload } from '../define-call';
import { DEFAULT_LANGUAGE, LIMITS } from '../limits';
import {
  idParamSchema,
  languageSchema,
  nonBlankText,
  okResponseSchema,
  timestampSchema,
} from '../schemas/common';
import {
  incidentEntrySchema,
  incidentSchema,
  incidentStatusSchema,
  incidentSummarySchema,
} from '../schemas/incident';

const incidentText = (what: string) => nonBlankText(LIMITS.incidentTextLength, what);

export const createIncidentBodySchema = z.strictObject({
  title: nonBlankText(LIMITS.incidentTitleLength, 'The title'),
  description: incidentText('The description'),
  status: incidentStatusSchema.default('open'),
  /** When the incident started; the server uses now when left out. */
  createdAt: timestampSchema.optional(),
});

export type CreateIncidentBody = z.infer<typeof createIncidentBodySchema>;

export const incidentEntryBodySchema = z.strictObject({
  author: nonBlankText(LIMITS.incidentTitleLength, 'The author'),
  message: incidentText('The message'),
  createdAt: timestampSchema.optional(),
});

export type IncidentEntryBody = z.infer<typeof incidentEntryBodySchema>;

export const editIncidentEntryBodySchema = z.strictObject({ message: incidentText('The message') });
export const incidentStatusBodySchema = z.strictObject({ status: incidentStatusSchema });

const incidentParams = z.strictObject({ id: idParamSchema });
/** The files are written in the administrator's language; Spanish when left out. */
const incidentFileQuerySchema = z.strictObject({
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
const entryParams = z.strictObject({ id: idParamSchema, entryId: idParamSchema });

export const incidentCalls = {
  listIncidents: defineCall({
    method: 'GET',
    path: '/incidents',
    response: z.array(incidentSummarySchema),
  }),
  getIncident: defineCall({
    method: 'GET',
    path: '/incidents/:id',
    params: incidentParams,
    response: incidentSchema,
  }),
  createIncident: defineCall({
    method: 'POST',
    path: '/incidents',
    body: createIncidentBodySchema,
    idempotent: 'replay',
    response: incidentSchema,
  }),
  addIncidentEntry: defineCall({
    method: 'POST',
    path: '/incidents/:id/entries',
    params: incidentParams,
    body: incidentEntryBodySchema,
    idempotent: 'replay',
    response: incidentEntrySchema,
  }),
  setIncidentStatus: defineCall({
    method: 'PATCH',
    path: '/incidents/:id/status',
    params: incidentParams,
    body: incidentStatusBodySchema,
    response: incidentSchema,
  }),
  editIncidentEntry: defineCall({
    method: 'PATCH',
    path: '/incidents/:id/entries/:entryId',
    params: entryParams,
    body: editIncidentEntryBodySchema,
    response: incidentEntrySchema,
  }),
  deleteIncidentEntry: defineCall({
    method: 'DELETE',
    path: '/incidents/:id/entries/:entryId',
    params: entryParams,
    response: okResponseSchema,
  }),
  exportIncidentMarkdown: defineDownload({
    method: 'GET',
    path: '/incidents/:id/export-md',
    params: incidentParams,
    query: incidentFileQuerySchema,
  }),
  incidentPostmortemMarkdown: defineDownload({
    method: 'GET',
    path: '/incidents/:id/postmortem-md',
    params: incidentParams,
    query: incidentFileQuerySchema,
  }),
} as const;
