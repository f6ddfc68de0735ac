import { z } from 'zod';
import { RESOLUTIONS } from '../limits';
import { publicAccountSchema } from './account';
import { ruleSchema } from './category';
import {
  idSchema,
  keySchema,
  ticketStatusSchema,
  ticketTypeSchema,
  timestampSchema,
  visualIdSchema,
} from './common';
import { eventChoiceSchema } from './create-ticket';

export const resolutionSchema = z.enum(RESOLUTIONS);

export const ticketSchema = z.object({
  _id: idSchema,
  type: ticketTypeSchema,
  group: keySchema,
  category: keySchema,
  title: z.string(),
  status: ticketStatusSchema,
  timestamp: timestampSchema,
  lastComment: timestampSchema,
  createdBy: publicAccountSchema,
  assignees: z.array(publicAccountSchema),
  roleAssignees: z.array(keySchema),
  inputFields: z.record(z.string(), z.string()),
  attachments: z.array(z.string()),
  reviewed: z.boolean(),
  commentsCount: z.int().nonnegative(),
  /** Comments read per viewer, keyed by visualId. */
  lastReads: z.record(visualIdSchema, z.int().nonnegative()),
  reportAccused: publicAccountSchema.optional(),
  reportPartners: z.array(publicAccountSchema).optional(),
  /** Absent when the report was filed "in the act". */
  reportDate: timestampSchema.optional(),
  inFraganti: z.boolean().optional(),
  brokenRules: z.array(ruleSchema).optional(),
  secondaryRules: z.array(ruleSchema).optional(),
  description: z.string().optional(),
  resolution: resolutionSchema.optional(),
  /** A public event's date and place, as chosen in the calendar and map frame. */
  eventCalendar: eventChoiceSchema.optional(),
  /**
   * Staff acting as staff on a report whose accused is a linked account: how many other open
   * reports against that account they may see (issue 32.2).
   */
  relatedReports: z.int().nonnegative().optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const reportSummarySchema = z.object({
  _id: idSchema,
  reportDate: timestampSchema.optional(),
  brokenRules: z.array(ruleSchema),
  resolution: resolutionSchema,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
