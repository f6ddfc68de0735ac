import {
  DAY_MS,
  dateRangeIssue,
  endOfDayUtc,
  LIMITS,
  latestAllowedStart,
  type RuleIssue,
  startOfDayUtc,
} from '@portal/shared/contract';
import type { StaffResponseTimeQuery } from '@portal/shared/runtime/queries/get-staff-response-time';

/** What the Response Time form holds: days as the date inputs write them (`YYYY-MM-DD`, UTC). */
export interface RangeForm {
  start: string;
  end: string;
  /** '' = every staff member / every category. */
  staffId: string;
  category: string;
}

export function dayText(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

function dayStart(text: string): number | undefined {
  const timestamp = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(timestamp) ? undefined : timestamp;
}

/** The last 30 days up to today, like the server's default. */
export function initialRangeForm(now: number): RangeForm {
  return {
    start: dayText(now - LIMITS.lastMonthStatsMs + DAY_MS),
    end: dayText(now),
    staffId: '',
    category: '',
  };
}

export interface RangeFormState {
  /** The date-range rule of the contract, shown beside the start date; no request while set. */
  issue: RuleIssue | null;
  query: StaffResponseTimeQuery | null;
  /** Without the staff and category filters: the staff the filter offers. */
  periodQuery: StaffResponseTimeQuery | null;
  maxStart: string;
  maxEnd: string;
}

/** Whole UTC days from the start of the start date to the end of the end date (SPEC §9). */
export function rangeFormState(form: RangeForm, now: number): RangeFormState {
  const start = dayStart(form.start);
  const end = dayStart(form.end);
  const startDate = start === undefined ? undefined : startOfDayUtc(start);
  const endDate = end === undefined ? undefined : endOfDayUtc(end);
  const issue = dateRangeIssue({ start: startDate, end: endDate, now }, 'startDate');
  const periodQuery = issue
    ? null
    : {
        ...(startDate === undefined ? {} : { startDate }),
        ...(endDate === undefined ? {} : { endDate }),
      };
  const query =
    periodQuery === null
      ? null
      : {
          ...periodQuery,
          ...(form.staffId ? { staffId: Number(form.staffId) } : {}),
          ...(form.category ? { category: form.category } : {}),
        };
  return {
    issue,
    query,
    periodQuery,
    maxStart: dayText(Math.min(latestAllowedStart(endDate, now), now)),
    maxEnd: dayText(now),
  };
}
