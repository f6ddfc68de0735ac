import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { LIMITS, TICKET_TYPE } from '../limits';
import { isPublicEvent } from '../rules/public-event';
import { reportPartnerProblems } from '../rules/report-partners';
import {
  isStorableText,
  keySchema,
  limitedText,
  nonBlankText,
  storableText,
  timestampSchema,
  unstorableTextIssue,
} from './common';

/** Any absolute http(s) address: a community may keep evidence on its own hosts, named or not. */
export const attachmentUrlSchema = z
  .url({
    protocol: /^https?$/,
    error: 'Each attachment must be an absolute http or https address.',
  })
  .max(LIMITS.attachmentUrlLength, {
    error: `Each attachment address has at most ${LIMITS.attachmentUrlLength} characters.`,
  })
  .refine(isStorableText, unstorableTextIssue('Each attachment address'));

export const attachmentsSchema = z
  .array(attachmentUrlSchema, { error: 'Attachments are a list of addresses.' })
  .min(LIMITS.attachmentsMin, { error: `Add at least ${LIMITS.attachmentsMin} attachment.` })
  .max(LIMITS.attachmentsMax, { error: `Add at most ${LIMITS.attachmentsMax} attachments.` });

/** Values typed into the category's own fields, keyed by field title. */
export const inputFieldsSchema = z
  .record(
    z.string().max(LIMITS.titleLength, { error: 'Field names are too long.' }),
    // Each value's limit is its field's own (`categoryFieldIssues`, `rules/category-fields.ts`).
    storableText('A field value'),
    { error: 'Input fields are a map of field title to text.' },
  )
  // Here rather than on the key schema: a key's own issue comes out as the record's message.
  .refine(
    (fields) => Object.keys(fields).every(isStorableText),
    unstorableTextIssue('A field name'),
  );

/** What the calendar frame (start, timestamp) or the map frame (location) sent back. */
export const eventChoiceSchema = z.strictObject({
  start: limitedText(LIMITS.titleLength, 'The event start').optional(),
  timestamp: timestampSchema.optional(),
  location: limitedText(LIMITS.titleLength, 'The event place').optional(),
});
export type EventChoice = z.infer<typeof eventChoiceSchema>;

export const eventCalendarSchema = eventChoiceSchema.refine(
  (event) => event.timestamp !== undefined || event.location !== undefined,
  {
    error: 'Choose a date in the calendar or a place on the map.',
  },
);

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
    params: { code: ERROR_CODES.eventChoiceRequired },
  })
  // Refused rather than dropped: a client that sends it elsewhere has a bug worth hearing about.
  .refine((body) => body.eventCalendar === undefined || isPublicEvent(body.group, body.category), {
    error: 'Only a public event takes a date or a place.',
    path: ['eventCalendar'],
    params: { code: ERROR_CODES.eventCalendarNotAllowed },
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
    description: limitedText(LIMITS.descriptionLength, 'The description').default(''),
  })
  .refine((body) => body.inFraganti || body.reportDate !== undefined, {
    error: 'Choose the date of the events, or mark the report as caught in the act.',
    path: ['reportDate'],
  })
  .superRefine((body, ctx) => {
    for (const { path, code, message } of reportPartnerProblems(
      body.reportAccused,
      body.reportPartners ?? [],
    )) {
      ctx.addIssue({ code: 'custom', path, message, params: { code } });
    }
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
