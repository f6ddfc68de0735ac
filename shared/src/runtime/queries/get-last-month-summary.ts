import { calls } from '@portal/shared/contract';
import { useQuery } from './query';

/** GET /getLastMonthSummary: the last 30 days' tickets per staff member, type and status. */
export function useLastMonthSummary() {
  return useQuery(calls.lastMonthSummary, {});
}
