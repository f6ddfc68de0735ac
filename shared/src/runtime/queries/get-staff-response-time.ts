import { calls } from '@portal/shared/contract';
import type { CallInput } from '../api';
import { useQuery } from './query';

export type StaffResponseTimeQuery = NonNullable<
  CallInput<typeof calls.staffResponseTime>['query']
>;

/**
 * GET /staffResponseTime?startDate&endDate&staffId&category: average, median, 90th percentile,
 * the previous period and per-staff, per-category figures; `null` = do not fetch (a form error).
 */
export function useStaffResponseTime(query: StaffResponseTimeQuery | null) {
  return useQuery(calls.staffResponseTime, query === null ? null : { query });
}
