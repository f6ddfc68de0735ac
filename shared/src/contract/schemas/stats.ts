import { z } from 'zod';
import { ADMIN_STAT_KEYS } from '../limits';
import { publicAccountSchema, staffAccountSchema } from './account';
import {
  idSchema,
  keySchema,
  ticketStatusSchema,
  ticketTypeSchema,
  timestampSchema,
} from './common';
import { reviewSchema } from './review';

/** Game data shown on hover over a user (GET /stats/:visualId); `null` where the game has none. */
export const accountStatsSchema = z.object({
  factionName: z.string().nullable(),
  factionCode: z.string().nullable(),
  factionRank: z.string().nullable(),
  level: z.int().nonnegative().nullable(),
});
export type AccountStats = z.infer<typeof accountStatsSchema>;

/** Every review about a staff member: how many, the average and how many got 1 to 5 stars. */
export const reviewSummarySchema = z.object({
  count: z.int().nonnegative(),
  /** `null` without reviews. */
  averagePoints: z.number().min(1).max(5).nullable(),
  stars: z.array(z.int().nonnegative()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** Reviews received by one staff member (POST /getStaffStats): all counted, the newest listed. */
export const staffStatsSchema = z.object({
  _id: idSchema,
  summary: reviewSummarySchema,
  reviews: z.array(reviewSchema),
});

/** GET /myReviews: the signed-in staff member's reviews, newest first, a page at a time. */
export const myReviewsPageSchema = z.object({
  summary: reviewSummarySchema,
  data: z.array(reviewSchema),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type MyReviewsPage = z.infer<typeof myReviewsPageSchema>;
export type StaffStats = z.infer<typeof staffStatsSchema>;

/** A ticket of the last 30 days, as the Statistics view counts it. */
export const lastMonthTicketSchema = z.object({
  _id: idSchema,
  type: ticketTypeSchema,
  status: ticketStatusSchema,
  group: keySchema,
  category: keySchema,
  timestamp: timestampSchema,
  assignees: z.array(publicAccountSchema),
  /** On GET /getLastMonthTickets, in the groups the viewer administers. */
  title: z.string().optional(),
});
export type LastMonthTicket = z.infer<typeof lastMonthTicketSchema>;

/** One type of ticket, open (anything not closed) and closed. */
const statusCountsSchema = z.object({
  opened: z.int().nonnegative(),
  closed: z.int().nonnegative(),
});

/**
 * One staff member's tickets of the last 30 days by type and status, or (`assignee: null`) the
 * tickets nobody took. The assignee is named, with `_id`, when any of those tickets is in a group
 * the viewer administers, as on GET /getLastMonthStats; a named assignee's row also carries the
 * reviews about them (POST /getStaffStats's `summary`), so the view needs no second call.
 */
export const lastMonthStaffCountsSchema = z.object({
  assignee: publicAccountSchema.nullable(),
  support: statusCountsSchema,
  report: statusCountsSchema,
  reviews: reviewSummarySchema.optional(),
});
export type LastMonthStaffCounts = z.infer<typeof lastMonthStaffCountsSchema>;

/**
 * GET /getLastMonthSummary: the Statistics view's figures. A ticket counts once for each of its
 * assignees in `staff`, and once in `tickets`.
 */
export const lastMonthSummarySchema = z.object({
  tickets: z.int().nonnegative(),
  staff: z.array(lastMonthStaffCountsSchema),
});
export type LastMonthSummary = z.infer<typeof lastMonthSummarySchema>;

/** GET /getLastMonthTickets: the tickets behind one figure, newest first, a page at a time. */
export const lastMonthTicketsPageSchema = z.object({
  data: z.array(lastMonthTicketSchema),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type LastMonthTicketsPage = z.infer<typeof lastMonthTicketsPageSchema>;

/** Answers in a period: how many, and their average, median and 90th percentile. */
export const responseTimeSummarySchema = z.object({
  count: z.int().positive(),
  averageMillis: z.number().nonnegative(),
  medianMillis: z.number().nonnegative(),
  p90Millis: z.number().nonnegative(),
});
export type ResponseTimeSummary = z.infer<typeof responseTimeSummarySchema>;

/** The period before: what the change is measured against (the average), without percentiles. */
export const previousResponseTimeSchema = responseTimeSummarySchema.pick({
  count: true,
  averageMillis: true,
});
export type PreviousResponseTime = z.infer<typeof previousResponseTimeSchema>;

export const categoryResponseTimeSchema = z.object({
  category: keySchema,
  averageResponseTimeMillis: z.number().nonnegative(),
  totalResponseTimeMillis: z.number().nonnegative(),
  count: z.int().nonnegative(),
});

export const staffResponseTimeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  summary: responseTimeSummarySchema,
  categories: z.array(categoryResponseTimeSchema),
});

export const responseTimeSchema = z.object({
  /** The whole UTC days read: first and last millisecond. */
  range: z.object({ start: timestampSchema, end: timestampSchema }),
  /** `null` when there is no data in the range ('No available data'). */
  globalAverageResponseTimeMillis: z.number().nonnegative().nullable(),
  summary: responseTimeSummarySchema.nullable(),
  /** The period of the same length just before, for the change; `null` without answers. */
  previous: previousResponseTimeSchema.nullable(),
  staff: z.array(staffResponseTimeSchema),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;

export const staffPerformanceRowSchema = z.object({
  _id: idSchema,
  staffName: z.string(),
  /** Day of the row (start of day, UTC). */
  date: timestampSchema,
  reportsCount: z.int().nonnegative(),
  supportCount: z.int().nonnegative(),
});
export type StaffPerformanceRow = z.infer<typeof staffPerformanceRowSchema>;

/** One dashboard card; the UI translates `key` into its label. */
export const adminStatCardSchema = z.object({ key: z.enum(ADMIN_STAT_KEYS), value: z.number() });
export type AdminStatCard = z.infer<typeof adminStatCardSchema>;

/**
 * One person on an admin Users leaderboard (admins only: the real name, as `staffAccountSchema`),
 * how many tickets the board counts for them in the period, and the period's reviews: about them
 * (staff boards) or written by them (the players' board).
 */
export const leaderboardEntrySchema = staffAccountSchema.extend({
  count: z.int().positive(),
  reviews: reviewSummarySchema.pick({ count: true, averagePoints: true }),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const userLeaderboardsSchema = z.object({
  /** The whole UTC days read: first and last millisecond. */
  range: z.object({ start: timestampSchema, end: timestampSchema }),
  opened: z.array(leaderboardEntrySchema),
  handled: z.array(leaderboardEntrySchema),
  resolved: z.array(leaderboardEntrySchema),
});
export type UserLeaderboards = z.infer<typeof userLeaderboardsSchema>;
