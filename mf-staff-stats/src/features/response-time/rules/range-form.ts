import { DAY_MS, dayRange, dayText, LIMITS, type RuleIssue } from '@portal/shared/contract';
import type { StaffResponseTimeQuery } from '@portal/shared/runtime/queries/get-staff-response-time';

/** What the Response Time form holds: days as the date inputs write them (`YYYY-MM-DD`, UTC). */
export interface RangeForm {
  start: string;
  end: string;
  /** '' = every staff member / every category. */
  staffId: string;
  category: string;
}

/** The server's default period: the last days up to today. */
export function initialRangeForm(now: number): RangeForm {
  return {
    start: dayText(now - (LIMITS.responseTimeDefaultDays - 1) * DAY_MS),
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
  const range = dayRange({ from: form.start, to: form.end }, now, 'startDate');
  const { start: startDate, end: endDate, issue } = range;
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
  return { issue, query, periodQuery, maxStart: range.maxFrom, maxEnd: range.maxTo };
}
