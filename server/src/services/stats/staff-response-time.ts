import {
  daysEndingOn,
  LIMITS,
  type PreviousResponseTime,
  type ResponseTime,
  type ResponseTimeSummary,
} from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import {
  type AnsweredWaitsFilter,
  type ResponseTimeFigures,
  type ResponseTimeTotals,
  responseTimeFigures,
  responseTimesByStaff,
  responseTimeTotals,
} from '../../repositories/tickets/ticket-waits-repository';
import type { ServiceDeps } from '../service-deps';
import { periodEndAfter, periodStartOf } from '../whole-days';
import { assertCanSeeStatistics } from './statistics-access';

export interface ResponseTimeQuery {
  startDate?: number | undefined;
  endDate?: number | undefined;
  staffId?: number | undefined;
  category?: string | undefined;
}

/** Whole UTC days: from the start of the start date's day to the end of the end date's day. */
export function responseTimeRange(query: ResponseTimeQuery, now: number) {
  return daysEndingOn(
    { start: query.startDate, end: query.endDate },
    LIMITS.responseTimeDefaultDays,
    now,
  );
}

/** The answers a range of whole days holds: from its first millisecond to just after its last. */
export function responseTimeFilter(range: { start: number; end: number }): AnsweredWaitsFilter {
  return { from: periodStartOf(range.start), to: periodEndAfter(range.end) };
}

const NO_ANSWERS: ResponseTimeFigures = { count: 0, totalMs: 0, medianMs: null, p90Ms: null };

function summary(figures: ResponseTimeFigures): ResponseTimeSummary | null {
  if (figures.count === 0 || figures.medianMs === null || figures.p90Ms === null) return null;
  return {
    count: figures.count,
    averageMillis: figures.totalMs / figures.count,
    medianMillis: figures.medianMs,
    p90Millis: figures.p90Ms,
  };
}

/** The average answer of some totals; null without answers. */
export function averageMillis(totals: ResponseTimeTotals): number | null {
  return totals.count === 0 ? null : totals.totalMs / totals.count;
}

function previousSummary(totals: ResponseTimeTotals): PreviousResponseTime | null {
  const average = averageMillis(totals);
  return average === null ? null : { count: totals.count, averageMillis: average };
}

/**
 * GET /staffResponseTime (SPEC §7, supervisors): the answers staff gave in the period, overall and
 * per staff member and category, and the same figures for the period of equal length before it.
 * A wait starts when the ticket is created and at each reopen, and is answered by the first
 * comment the contract's `answersStaffWait` accepts, on that answer's UTC day; a ticket closed
 * first ends it unanswered, and it is not counted (`ticket_waits`, migration 0015).
 * Staff are named by their account name: the view exists to compare them.
 */
export async function staffResponseTime(
  deps: ServiceDeps,
  viewer: Viewer,
  query: ResponseTimeQuery,
): Promise<ResponseTime> {
  assertCanSeeStatistics(viewer);
  const range = responseTimeRange(query, Date.now());
  const length = range.end + 1 - range.start;
  const filter: AnsweredWaitsFilter = {
    ...responseTimeFilter(range),
    staffId: query.staffId,
    category: query.category,
  };
  const [overall, previous, perStaff] = await Promise.all([
    // For one staff member the period's figures are their row: each is a sort of every answer.
    query.staffId === undefined ? responseTimeFigures(deps.db, filter) : undefined,
    // The change is the average's: the period before needs no sort for percentiles.
    responseTimeTotals(deps.db, {
      ...filter,
      // Never before 1970: an earlier date does not reach PostgreSQL as a valid timestamp.
      from: new Date(Math.max(0, range.start - length)),
      to: new Date(range.start),
    }),
    responseTimesByStaff(deps.db, filter),
  ]);
  const current = overall ?? perStaff[0] ?? NO_ANSWERS;
  const accounts = await findAccountsByIds(
    deps.db,
    perStaff.map((row) => row.staffId),
  );
  return {
    range,
    globalAverageResponseTimeMillis: summary(current)?.averageMillis ?? null,
    summary: summary(current),
    previous: previousSummary(previous),
    staff: perStaff.flatMap((row) => {
      const account = accounts.get(row.staffId);
      const figures = summary(row);
      if (!account || !figures) return [];
      return [
        {
          _id: row.staffId,
          name: account.name,
          summary: figures,
          categories: row.byCategory.map((category) => ({
            category: category.category,
            averageResponseTimeMillis: category.totalMs / category.count,
            totalResponseTimeMillis: category.totalMs,
            count: category.count,
          })),
        },
      ];
    }),
  };
}
