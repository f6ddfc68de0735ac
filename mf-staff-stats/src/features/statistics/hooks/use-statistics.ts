import { useLastMonthSummary } from '@portal/shared/runtime/queries/get-last-month-summary';
import { useMemo } from 'react';
import { staffFigures } from '../rules/staff-figures';

/**
 * The last 30 days' figures per staff member, with the reviews about those the viewer may name: one
 * call, counted by the server, so the view never downloads the month's tickets.
 */
export function useStatistics() {
  const summary = useLastMonthSummary();
  const figures = useMemo(() => staffFigures(summary.data), [summary.data]);
  return {
    ticketCount: summary.data?.tickets,
    error: summary.error,
    isLoading: summary.isLoading,
    figures,
  };
}
