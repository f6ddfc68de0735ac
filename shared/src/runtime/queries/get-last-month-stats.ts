import { calls } from '@portal/shared/contract';
import { useQuery } from './query';

/** GET /getLastMonthStats: every ticket of the last 30 days with its type, status and assignees. */
export function useLastMonthStats() {
  return useQuery(calls.lastMonthStats, {});
}
