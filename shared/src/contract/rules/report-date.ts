import { ERROR_CODES } from '../errors';
import { DAY_MS, LIMITS } from '../limits';
import type { RuleIssue } from './rule-issue';

/** A report's date must lie within the last 31 days and not in the future (SPEC §5). */
export function reportDateIssue(date: number, now: number): RuleIssue | null {
  if (date > now) return { path: 'reportDate', code: ERROR_CODES.reportDateInFuture };
  if (date < now - LIMITS.reportWindowMs) {
    return {
      path: 'reportDate',
      code: ERROR_CODES.reportDateTooOld,
      params: { days: LIMITS.reportWindowMs / DAY_MS },
    };
  }
  return null;
}

/** The earliest date a report date picker may offer. */
export function earliestReportDate(now: number): number {
  return now - LIMITS.reportWindowMs;
}
