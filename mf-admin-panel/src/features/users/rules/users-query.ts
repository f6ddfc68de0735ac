import {
  type DayRange,
  type DayRangeForm,
  daysEndingOn,
  dayText,
  LIMITS,
} from '@portal/shared/contract';
import type { UserLeaderboardsQuery } from '@portal/shared/runtime/queries/get-user-leaderboards';

/** The days the boards open on: the server's default period, shown in the fields. */
export function initialUsersPeriod(now: number): DayRangeForm {
  const days = daysEndingOn(
    { start: undefined, end: undefined },
    LIMITS.leaderboardDefaultDays,
    now,
  );
  return { from: dayText(days.start), to: dayText(days.end) };
}

/** The applied days as the call asks for them; a field left empty takes the server's default. */
export function usersPeriodBody(range: DayRange): UserLeaderboardsQuery {
  return {
    ...(range.start === undefined ? {} : { dateFrom: range.start }),
    ...(range.end === undefined ? {} : { dateTo: range.end }),
  };
}
