import { z } from 'zod';
import { DEFAULT_LANGUAGE, LIMITS } from '../../limits';
import {
  fileResponseSchema,
  idParamSchema,
  languageSchema,
  nonBlankText,
  okResponseSchema,
  timestampSchema,
} from '../common';
import {
  incidentEntrySchema,
  incidentSchema,
  incidentStatusSchema,
  incidentSummarySchema,
} from '../incident';

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

/** The schemas of each call in `calls/incidents.ts`, by the same names. */
export const incidentSchemas = {
  listIncidents: { response: z.array(incidentSummarySchema) },
  getIncident: { params: incidentParams, response: incidentSchema },
  createIncident: { body: createIncidentBodySchema, response: incidentSchema },
  addIncidentEntry: {
    params: incidentParams,
    body: incidentEntryBodySchema,
    response: incidentEntrySchema,
  },
  setIncidentStatus: {
    params: incidentParams,
    body: incidentStatusBodySchema,
    response: incidentSchema,
  },
  editIncidentEntry: {
    params: entryParams,
    body: editIncidentEntryBodySchema,
    response: incidentEntrySchema,
  },
  deleteIncidentEntry: { params: entryParams, response: okResponseSchema },
  exportIncidentMarkdown: {
    params: incidentParams,
    query: incidentFileQuerySchema,
    response: fileResponseSchema,
  },
  incidentPostmortemMarkdown: {
    params: incidentParams,
    query: incidentFileQuerySchema,
    response: fileResponseSchema,
  },
};
