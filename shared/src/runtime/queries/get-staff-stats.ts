import { calls, LIMITS } from '@portal/shared/contract';
import { useQuery } from './query';

/**
 * POST /getStaffStats {staffs}: review counts, averages and stars of these staff members; the
 * first `LIMITS.staffStatsMaxStaff` are asked about, none means no request.
 */
export function useStaffStats(staffIds: readonly number[]) {
  const staffs = [...new Set(staffIds)].sort((a, b) => a - b).slice(0, LIMITS.staffStatsMaxStaff);
  return useQuery(calls.staffStats, staffs.length === 0 ? null : { body: { staffs } });
}
