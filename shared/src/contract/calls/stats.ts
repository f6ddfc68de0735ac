import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { checkDateRange } from '../rules/date-range';
import {
  idParamSchema,
  idSchema,
  keySchema,
  queryTimestampSchema,
  timestampSchema,
  visualIdSchema,
} from '../schemas/common';
import {
  accountStatsSchema,
  lastMonthSummarySchema,
  lastMonthTicketSchema,
  lastMonthTicketsPageSchema,
  myReviewsPageSchema,
  responseTimeSchema,
  staffStatsSchema,
} from '../schemas/stats';
import { reportSummarySchema } from '../schemas/ticket';

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

/** Who a Statistics figure is about: a staff member's `visualId`, or the tickets nobody took. */
export const UNASSIGNED = 'unassigned';

/** The tickets behind one Statistics figure: one assignee's, maybe of one type and/or status. */
export const lastMonthTicketsQuerySchema = z.strictObject({
  assignee: visualIdSchema,
  type: z.enum(['support', 'report'], { error: 'The type is support or report.' }).optional(),
  status: z.enum(['opened', 'closed'], { error: 'The status is opened or closed.' }).optional(),
  cursor: newestFirstCursorSchema.optional(),
});

export const statsCalls = {
  /** Game data of the hovered user (staff). */
  accountStats: defineCall({
    method: 'GET',
    path: '/stats/:visualId',
    params: visualIdParams,
    response: accountStatsSchema,
  }),
  /** Earlier reports against the hovered user (staff). */
  accountReports: defineCall({
    method: 'GET',
    path: '/reports/:visualId',
    params: visualIdParams,
    response: z.array(reportSummarySchema),
  }),
  lastMonthStats: defineCall({
    method: 'GET',
    path: '/getLastMonthStats',
    response: z.array(lastMonthTicketSchema),
  }),
  /** The Statistics view's counts per staff member, type and status (supervisors). */
  lastMonthSummary: defineCall({
    method: 'GET',
    path: '/getLastMonthSummary',
    response: lastMonthSummarySchema,
  }),
  /** The tickets behind one of those counts, newest first (supervisors). */
  lastMonthTickets: defineCall({
    method: 'GET',
    path: '/getLastMonthTickets',
    query: lastMonthTicketsQuerySchema,
    response: lastMonthTicketsPageSchema,
  }),
  staffStats: defineCall({
    method: 'POST',
    path: '/getStaffStats',
    reads: true,
    body: staffStatsBodySchema,
    response: z.array(staffStatsSchema),
  }),
  myReviews: defineCall({
    method: 'GET',
    path: '/myReviews',
    query: myReviewsQuerySchema,
    response: myReviewsPageSchema,
  }),
  staffResponseTime: defineCall({
    method: 'GET',
    path: '/staffResponseTime',
    query: staffResponseTimeQuerySchema,
    response: responseTimeSchema,
  }),
} as const;
