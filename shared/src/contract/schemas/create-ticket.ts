import { z } from 'zod';
import { LIMITS, TICKET_TYPE } from '../limits';
import { isPublicEvent } from '../rules/public-event';
import { keySchema, nonBlankText, timestampSchema } from './common';

/** Any absolute http(s) address: a community may keep evidence on its own hosts, named or not. */
export const attachmentUrlSchema = z
  .url({
    protocol: /^https?$/,
    error: 'Each attachment must be an absolute http or https address.',
  })
  .max(LIMITS.attachmentUrlLength, {
    error: `Each attachment address has at most ${LIMITS.attachmentUrlLength} characters.`,
  });

export const attachmentsSchema = z
  .array(attachmentUrlSchema, { error: 'Attachments are a list of addresses.' })
  .min(LIMITS.attachmentsMin, { error: `Add at least ${LIMITS.attachmentsMin} attachment.` })
  .max(LIMITS.attachmentsMax, { error: `Add at most ${LIMITS.attachmentsMax} attachments.` });

/** Values typed into the category's own fields, keyed by field title. */
export const inputFieldsSchema = z.record(
  z.string().max(LIMITS.titleLength, { error: 'Field names are too long.' }),
  z.string({ error: 'Field values are text.' }),
  { error: 'Input fields are a map of field title to text.' },
);

/** What the calendar frame (start, timestamp) or the map frame (location) sent back. */
export const eventCalendarSchema = z
  .strictObject({
    start: z.string().max(LIMITS.titleLength).optional(),
    timestamp: timestampSchema.optional(),
    location: z.string().max(LIMITS.titleLength).optional(),
  })
  .refine((event) => event.timestamp !== undefined || event.location !== undefined, {
    error: 'Choose a date in the calendar or a place on the map.',
  });

export const errorEventControlSchema = z.strictObject({
  info: nonBlankText(LIMITS.descriptionLength, 'The error information'),
});

const commonShape = {
  title: nonBlankText(LIMITS.titleLength, 'The title'),
  group: keySchema,
  category: keySchema,
  inputFields: inputFieldsSchema.default({}),
  attachments: attachmentsSchema.optional(),
};

export const supportTicketBodySchema = z
  .strictObject({
    type: z.literal(TICKET_TYPE.support),
    ...commonShape,
    eventCalendar: eventCalendarSchema.optional(),
    errorEventControl: errorEventControlSchema.optional(),
  })
  .refine((body) => body.eventCalendar !== undefined || !isPublicEvent(body.group, body.category), {
    error: 'A public event needs a date or a place.',
    path: ['eventCalendar'],
  });

const partnerSchema = nonBlankText(LIMITS.partnerLength, 'Each partner');

export const reportTicketBodySchema = z
  .strictObject({
    type: z.literal(TICKET_TYPE.report),
    ...commonShape,
    reportAccused: nonBlankText(LIMITS.accusedLength, 'The accused'),
    reportDate: timestampSchema.optional(),
    inFraganti: z.boolean().default(false),
    reportPartners: z
      .array(partnerSchema)
      .min(LIMITS.partnersMin, { error: `Add at least ${LIMITS.partnersMin} partner.` })
      .max(LIMITS.partnersMax, { error: `Add at most ${LIMITS.partnersMax} partners.` })
      .optional(),
    brokenRules: z.array(keySchema).default([]),
    secondaryRules: z.array(keySchema).default([]),
    description: z
      .string({ error: 'The description must be text.' })
      .max(LIMITS.descriptionLength, {
        error: `The description has at most ${LIMITS.descriptionLength} characters.`,
      })
      .default(''),
  })
  .refine((body) => body.inFraganti || body.reportDate !== undefined, {
    error: 'Choose the date of the events, or mark the report as caught in the act.',
    path: ['reportDate'],
  });

/** POST /ticket: a support ticket (type 0, public events included) or a report (type 1). */
export const createTicketBodySchema = z.discriminatedUnion(
  'type',
  [supportTicketBodySchema, reportTicketBodySchema],
  { error: 'The ticket type is 0 (support) or 1 (report).' },
);
export type CreateTicketBody = z.output<typeof createTicketBodySchema>;
export type CreateTicketInput = z.input<typeof createTicketBodySchema>;
export type ReportTicketBody = z.output<typeof reportTicketBodySchema>;
