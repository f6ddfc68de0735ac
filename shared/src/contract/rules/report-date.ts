import { LIMITS } from '../limits';

/** A report's date must lie within the last 31 days and not in the future (SPEC §5). */
export function validateReportDate(date: number, now: number): string | null {
  if (date > now) return 'The date of the events cannot be in the future.';
  if (date < now - LIMITS.reportWindowMs) {
    return `The date of the events must be within the last ${LIMITS.reportWindowMs / 86_400_000} days.`;
  }
  return null;
}

/** The earliest date a report date picker may offer. */
export function earliestReportDate(now: number): number {
  return now - LIMITS.reportWindowMs;
}
