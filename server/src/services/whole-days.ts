import { DAY_MS, MAX_TIMESTAMP, startOfDayUtc } from '@portal/shared/contract';

// Date filters cover whole UTC days (SPEC §9); SQL compares them as a half-open period, from the
// first day's start (included) to just after the last day's end (excluded).

export function dayStart(day: number): Date {
  return new Date(startOfDayUtc(day));
}

/**
 * Just after `day`'s last millisecond, except on the contract's last day (31 December 9999):
 * one millisecond later is the year 10000, which PostgreSQL cannot read, so that period ends at
 * the contract's last time instead.
 */
export function dayEnd(day: number): Date {
  return new Date(Math.min(startOfDayUtc(day) + DAY_MS, MAX_TIMESTAMP));
}

/** A filter's optional first and last days as the period SQL compares. */
export function dayBounds(
  first: number | undefined,
  last: number | undefined,
): { from: Date | undefined; to: Date | undefined } {
  return {
    from: first === undefined ? undefined : dayStart(first),
    to: last === undefined ? undefined : dayEnd(last),
  };
}
