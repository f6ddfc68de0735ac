import type { z } from 'zod';
import { DAY_MS } from '../limits';

/** Date filters cover whole days in UTC (SPEC §9). */
export function startOfDayUtc(timestamp: number): number {
  return Math.floor(timestamp / DAY_MS) * DAY_MS;
}

export function endOfDayUtc(timestamp: number): number {
  return startOfDayUtc(timestamp) + DAY_MS - 1;
}

/** The latest start a date picker may offer: the end date if chosen, otherwise today. */
export function latestAllowedStart(end: number | undefined, now: number): number {
  return end ?? now;
}

export function isDateRangeInOrder(start: number | undefined, end: number | undefined): boolean {
  return start === undefined || end === undefined || start <= end;
}

/** A period cannot start after today (whole days in UTC: today itself is allowed). */
export function checkStartNotAfterToday(
  start: number | undefined,
  now: number,
  ctx: z.RefinementCtx,
  startField: string,
): void {
  if (start !== undefined && startOfDayUtc(start) > startOfDayUtc(now)) {
    ctx.addIssue({
      code: 'custom',
      message: 'The start date cannot be after today.',
      path: [startField],
    });
  }
}

/** Schema check shared by every body with a start and an end (SPEC §5 "Date range"). */
export function checkDateOrder(
  start: number | undefined,
  end: number | undefined,
  ctx: z.RefinementCtx,
  startField: string,
): void {
  if (!isDateRangeInOrder(start, end)) {
    ctx.addIssue({
      code: 'custom',
      message: 'The start date cannot be after the end date.',
      path: [startField],
    });
  }
}
