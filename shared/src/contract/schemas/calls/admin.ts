import { z } from 'zod';
import { STAFF_PERFORMANCE_SORTS } from '../../calls/admin';
import { ADMIN_PAGE_SIZES, LIMITS } from '../../limits';
import { checkDateRange } from '../../rules/date-range';
import {
  fileResponseSchema,
  limitedText,
  ticketStatusSchema,
  ticketTypeSchema,
  timestampSchema,
} from '../common';
import { adminStatCardSchema, staffPerformanceRowSchema, userLeaderboardsSchema } from '../stats';
import {
  adminTicketPageSchema,
  adminTicketQueryBodySchema,
  pageSchema,
  pageSizeSchema,
} from '../ticket-list';

export const staffPerformanceBodySchema = z
  .strictObject({
    page: pageSchema.default(1),
    pageSize: pageSizeSchema.default(ADMIN_PAGE_SIZES.default),
    sortBy: z.enum(STAFF_PERFORMANCE_SORTS, { error: 'Unknown sort column.' }).default('date'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    staffName: limitedText(LIMITS.searchLength, 'The staff name').default(''),
    ticketType: ticketTypeSchema.optional(),
    status: ticketStatusSchema.optional(),
    dateFrom: timestampSchema.optional(),
    dateTo: timestampSchema.optional(),
  })
  .superRefine((body, ctx) =>
    checkDateRange({ start: body.dateFrom, end: body.dateTo, now: Date.now() }, ctx, 'dateFrom'),
  );

export type StaffPerformanceBody = z.output<typeof staffPerformanceBodySchema>;

/**
 * The Users leaderboards' period (whole UTC days; without a start, the `leaderboardDefaultDays`
 * ending on the end day, today without one) and how many people each board lists.
 */
export const userLeaderboardsBodySchema = z
  .strictObject({
    dateFrom: timestampSchema.optional(),
    dateTo: timestampSchema.optional(),
    limit: z
      .int({ error: 'The limit is a whole number.' })
      .min(1, { error: 'The limit is at least 1.' })
      .max(LIMITS.leaderboardMaxSize, {
        error: `The limit is at most ${LIMITS.leaderboardMaxSize}.`,
      })
      .default(LIMITS.leaderboardDefaultSize),
  })
  .superRefine((body, ctx) =>
    checkDateRange({ start: body.dateFrom, end: body.dateTo, now: Date.now() }, ctx, 'dateFrom'),
  );

export type UserLeaderboardsBody = z.output<typeof userLeaderboardsBodySchema>;

/** The schemas of each call in `calls/admin.ts`, by the same names. */
export const adminSchemas = {
  adminStats: { response: z.array(adminStatCardSchema) },
  staffPerformance: {
    body: staffPerformanceBodySchema,
    response: z.object({ data: z.array(staffPerformanceRowSchema), total: z.int().nonnegative() }),
  },
  staffPerformanceCsv: { body: staffPerformanceBodySchema, response: fileResponseSchema },
  staffPerformanceJson: { body: staffPerformanceBodySchema, response: fileResponseSchema },
  userLeaderboards: { body: userLeaderboardsBodySchema, response: userLeaderboardsSchema },
  ticketsPaginated: { body: adminTicketQueryBodySchema, response: adminTicketPageSchema },
  reportsPaginated: { body: adminTicketQueryBodySchema, response: adminTicketPageSchema },
  ticketsCsv: { body: adminTicketQueryBodySchema, response: fileResponseSchema },
  ticketsJson: { body: adminTicketQueryBodySchema, response: fileResponseSchema },
  reportsCsv: { body: adminTicketQueryBodySchema, response: fileResponseSchema },
  reportsJson: { body: adminTicketQueryBodySchema, response: fileResponseSchema },
};
