import { useLastMonthSummary } from '@portal/shared/runtime/queries/get-last-month-summary';
import { useStaffStats } from '@portal/shared/runtime/queries/get-staff-stats';
import { useMemo } from 'react';
import { staffFigures } from '../rules/staff-figures';

/** The last 30 days' figures per staff member and those members' reviews. */
export function useStatistics() {
  const summary = useLastMonthSummary();
  const figures = useMemo(() => staffFigures(summary.data), [summary.data]);
  const staffIds = useMemo(
    () => figures.flatMap((row) => (row.staffId === undefined ? [] : [row.staffId])),
    [figures],
  );
  const reviews = useStaffStats(staffIds);
  const reviewsOf = useMemo(
    () => new Map((reviews.data ?? []).map((stats) => [stats._id, stats.summary])),
    [reviews.data],
  );
  return {
    ticketCount: summary.data?.tickets,
    error: summary.error,
    isLoading: summary.isLoading,
    figures,
    reviewsOf,
    reviewsLoading: reviews.isLoading,
  };
}
