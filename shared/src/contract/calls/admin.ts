import { z } from 'zod';
import { defineCall, defineDownload } from '../define-call';
import { ADMIN_PAGE_SIZES, LIMITS } from '../limits';
import { checkDateRange } from '../rules/date-range';
import {
  limitedText,
  ticketStatusSchema,
  ticketTypeSchema,
  timestampSchema,
} from '../schemas/common';
import {
  adminStatCardSchema,
  staffPerformanceRowSchema,
  userLeaderboardsSchema,
} from '../schemas/stats';
import {
  adminTicketPageSchema,
  adminTicketQueryBodySchema,
  pageSchema,
  pageSizeSchema,
} from '../schemas/ticket-list';

export const STAFF_PERFORMANCE_SORTS = [
  'date',
  'staffName',
  'reportsCount',
  'supportCount',
] as const;

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

export const adminCalls = {
  adminStats: defineCall({
    method: 'GET',
    path: '/admin/stats',
    response: z.array(adminStatCardSchema),
  }),
  staffPerformance: defineCall({
    method: 'POST',
    path: '/staff/performance',
    reads: true,
    body: staffPerformanceBodySchema,
    response: z.object({ data: z.array(staffPerformanceRowSchema), total: z.int().nonnegative() }),
  }),
  staffPerformanceCsv: defineDownload({
    method: 'POST',
    path: '/staff/performance/csv',
    reads: true,
    body: staffPerformanceBodySchema,
  }),
  staffPerformanceJson: defineDownload({
    method: 'POST',
    path: '/staff/performance/json',
    reads: true,
    body: staffPerformanceBodySchema,
  }),
  /**
   * The admin panel's Users section: who opened, handled and resolved the most in the period
   * (`server/src/repositories/stats/user-leaderboards-repository.ts` defines each board).
   */
  userLeaderboards: defineCall({
    method: 'POST',
    path: '/admin/users/leaderboard',
    reads: true,
    body: userLeaderboardsBodySchema,
    response: userLeaderboardsSchema,
  }),
  ticketsPaginated: defineCall({
    method: 'POST',
    path: '/tickets/paginated',
    reads: true,
    body: adminTicketQueryBodySchema,
    response: adminTicketPageSchema,
  }),
  reportsPaginated: defineCall({
    method: 'POST',
    path: '/reports/paginated',
    reads: true,
    body: adminTicketQueryBodySchema,
    response: adminTicketPageSchema,
  }),
  ticketsCsv: defineDownload({
    method: 'POST',
    path: '/tickets/csv',
    reads: true,
    body: adminTicketQueryBodySchema,
  }),
  ticketsJson: defineDownload({
    method: 'POST',
    path: '/tickets/json',
    reads: true,
    body: adminTicketQueryBodySchema,
  }),
  reportsCsv: defineDownload({
    method: 'POST',
    path: '/reports/csv',
    reads: true,
    body: adminTicketQueryBodySchema,
  }),
  reportsJson: defineDownload({
    method: 'POST',
    path: '/reports/json',
    reads: true,
    body: adminTicketQueryBodySchema,
  }),
} as const;
