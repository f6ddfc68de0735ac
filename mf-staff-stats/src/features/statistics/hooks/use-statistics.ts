import { useLastMonthStats } from '@portal/shared/runtime/queries/get-last-month-stats';
import { useStaffStats } from '@portal/shared/runtime/queries/get-staff-stats';
import { useMemo } from 'react';
import { staffFigures } from '../rules/staff-figures';

/** The last 30 days' tickets, their figures per staff member and those members' reviews. */
export function useStatistics() {
  const tickets = useLastMonthStats();
  const figures = useMemo(() => staffFigures(tickets.data ?? []), [tickets.data]);
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
    tickets: tickets.data,
    error: tickets.error,
    isLoading: tickets.isLoading,
    figures,
    reviewsOf,
    reviewsLoading: reviews.isLoading,
  };
}
