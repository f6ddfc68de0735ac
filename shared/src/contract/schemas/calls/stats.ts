import { z } from 'zod';
import { LIMITS } from '../../limits';
import { checkDateRange } from '../../rules/date-range';
import {
  idParamSchema,
  idSchema,
  keySchema,
  queryTimestampSchema,
  timestampSchema,
  visualIdSchema,
} from '../common';
import {
  accountStatsSchema,
  lastMonthSummarySchema,
  lastMonthTicketSchema,
  lastMonthTicketsPageSchema,
  myReviewsPageSchema,
  responseTimeSchema,
  staffStatsSchema,
} from '../stats';
import { reportSummarySchema } from '../ticket';

const visualIdParams = z.strictObject({ visualId: visualIdSchema });

/** Whole UTC days from the start date to the end date; one staff member or category, or all. */
export const staffResponseTimeQuerySchema = z
  .strictObject({
    startDate: queryTimestampSchema.optional(),
    endDate: queryTimestampSchema.optional(),
    staffId: idParamSchema.optional(),
    category: keySchema.optional(),
  })
  .superRefine((query, ctx) =>
    checkDateRange(
      { start: query.startDate, end: query.endDate, now: Date.now() },
      ctx,
      'startDate',
    ),
  );

export const staffStatsBodySchema = z.strictObject({
  staffs: z
    .array(idSchema)
    .min(1, { error: 'Choose at least one staff member.' })
    .max(LIMITS.staffStatsMaxStaff, {
      error: `Choose at most ${LIMITS.staffStatsMaxStaff} staff members.`,
    }),
});

const CURSOR_INVALID = 'The cursor is not valid.';

/** A newest-first page starts after the row the cursor names (`<time ms>.<row id>`). */
const newestFirstCursorSchema = z
  .string()
  .regex(/^[0-9]{1,15}\.[1-9][0-9]{0,9}$/, { error: CURSOR_INVALID })
  .refine(
    (cursor) => {
      const [time, id] = cursor.split('.').map(Number);
      return timestampSchema.safeParse(time).success && idSchema.safeParse(id).success;
    },
    { error: CURSOR_INVALID },
  );

export const myReviewsQuerySchema = z.strictObject({ cursor: newestFirstCursorSchema.optional() });

/** The tickets behind one Statistics figure: one assignee's, maybe of one type and/or status. */
export const lastMonthTicketsQuerySchema = z.strictObject({
  assignee: visualIdSchema,
  type: z.enum(['support', 'report'], { error: 'The type is support or report.' }).optional(),
  status: z.enum(['opened', 'closed'], { error: 'The status is opened or closed.' }).optional(),
  cursor: newestFirstCursorSchema.optional(),
});

/** The schemas of each call in `calls/stats.ts`, by the same names. */
export const statsSchemas = {
  accountStats: { params: visualIdParams, response: accountStatsSchema },
  accountReports: { params: visualIdParams, response: z.array(reportSummarySchema) },
  lastMonthStats: { response: z.array(lastMonthTicketSchema) },
  lastMonthSummary: { response: lastMonthSummarySchema },
  lastMonthTickets: { query: lastMonthTicketsQuerySchema, response: lastMonthTicketsPageSchema },
  staffStats: { body: staffStatsBodySchema, response: z.array(staffStatsSchema) },
  myReviews: { query: myReviewsQuerySchema, response: myReviewsPageSchema },
  staffResponseTime: { query: staffResponseTimeQuerySchema, response: responseTimeSchema },
};
