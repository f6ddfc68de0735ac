import {
  dateRangeIssue,
  endOfDayUtc,
  latestAllowedStart,
  type RuleIssue,
  startOfDayUtc,
} from '@portal/shared/contract';

/** Days as the date inputs write them (`YYYY-MM-DD`); '' = no bound. */
export interface DayRangeForm {
  from: string;
  to: string;
}

export interface DayRange {
  /** Start of the first day and end of the last, UTC (SPEC §9); undefined = no bound. */
  start: number | undefined;
  end: number | undefined;
  /** The contract's date-range rule, shown beside the start; nothing is asked while set. */
  issue: RuleIssue | null;
  /** The latest day the start picker offers: the end day, or today. */
  maxFrom: string;
  maxTo: string;
}

function dayText(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

function dayStart(text: string): number | undefined {
  const timestamp = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(timestamp) ? undefined : timestamp;
}

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
