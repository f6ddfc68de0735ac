import type { z } from 'zod';
import { errorTextIn } from '../error-texts';
import { ERROR_CODES } from '../errors';
import { DAY_MS } from '../limits';
import type { RuleIssue } from './rule-issue';

/** Date filters cover whole days in UTC (SPEC §9). */
export function startOfDayUtc(timestamp: number): number {
  return Math.floor(timestamp / DAY_MS) * DAY_MS;
}

/** Monday, 00:00 UTC, of the week holding `timestamp`. */
export function startOfWeekUtc(timestamp: number): number {
  const today = startOfDayUtc(timestamp);
  const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  return today - daysSinceMonday * DAY_MS;
}

export function endOfDayUtc(timestamp: number): number {
  return startOfDayUtc(timestamp) + DAY_MS - 1;
}

/**
 * A period of whole UTC days with defaults: from the start's day (or, without one, the `days`
 * days that end on the end's day) to the end of the end's day (today without one).
 */
export function daysEndingOn(
  range: { start: number | undefined; end: number | undefined },
  days: number,
  now: number,
): { start: number; end: number } {
  const end = endOfDayUtc(range.end ?? now);
  return { start: startOfDayUtc(range.start ?? end - (days - 1) * DAY_MS), end };
}

/** The latest start a date picker may offer: the end date if chosen, otherwise today. */
export function latestAllowedStart(end: number | undefined, now: number): number {
  return end ?? now;
}

export function isDateRangeInOrder(start: number | undefined, end: number | undefined): boolean {
  return start === undefined || end === undefined || start <= end;
}

/**
 * SPEC §5 "Date range": the start cannot be after the end, and (when `now` is given) not after
 * today either (whole days in UTC: today itself is allowed). The server's schemas and the forms
 * both ask this; the form shows the code's text beside the start field.
 */
export function dateRangeIssue(
  range: { start: number | undefined; end: number | undefined; now?: number },
  startField: string,
): RuleIssue | null {
  const { start, end, now } = range;
  if (!isDateRangeInOrder(start, end)) {
    return { path: startField, code: ERROR_CODES.dateRangeStartAfterEnd };
  }
  if (start !== undefined && now !== undefined && startOfDayUtc(start) > startOfDayUtc(now)) {
    return { path: startField, code: ERROR_CODES.dateRangeStartAfterToday };
  }
  return null;
}

/** A day as a date input writes it (`YYYY-MM-DD`, UTC). */
export function dayText(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/** The start (UTC) of the day a date input wrote; undefined for '' or a text that is no day. */
export function dayStart(text: string): number | undefined {
  const timestamp = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(timestamp) ? undefined : timestamp;
}

/** A date filter's two inputs as they write days (`YYYY-MM-DD`); '' = no bound. */
export interface DayRangeForm {
  from: string;
  to: string;
}

export interface DayRange {
  /** Start of the first day and end of the last, UTC (SPEC §9); undefined = no bound. */
  start: number | undefined;
  end: number | undefined;
  /** The date-range rule, shown beside the start; a form asks nothing while it is set. */
  issue: RuleIssue | null;
  /** The latest day the start picker offers (the end day, or today) and the end picker's. */
  maxFrom: string;
  maxTo: string;
}

/** What a form's two day inputs mean: whole UTC days, the rule's issue and the pickers' limits. */
export function dayRange(form: DayRangeForm, now: number, startField: string): DayRange {
  const from = dayStart(form.from);
  const to = dayStart(form.to);
  const start = from === undefined ? undefined : startOfDayUtc(from);
  const end = to === undefined ? undefined : endOfDayUtc(to);
  return {
    start,
    end,
    issue: dateRangeIssue({ start, end, now }, startField),
    maxFrom: dayText(Math.min(latestAllowedStart(to, now), now)),
    maxTo: dayText(now),
  };
}

/**
 * Schema check shared by every body with a start and an end (SPEC §5 "Date range"): the order,
 * and the start not after today. The issue carries its code, so the server answers with it.
 */
export function checkDateRange(
  range: { start: number | undefined; end: number | undefined; now: number },
  ctx: z.RefinementCtx,
  startField: string,
): void {
  const issue = dateRangeIssue(range, startField);
  if (issue) {
    ctx.addIssue({
      code: 'custom',
      message: errorTextIn('en', issue.code),
      path: [issue.path],
      params: { code: issue.code },
    });
  }
}
