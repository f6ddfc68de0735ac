import { calls, type StaffPerformanceBody } from '@portal/shared/contract';
import type { DownloadFormat } from '../download-file';
import { useQuery } from './query';

export type StaffPerformanceQuery = Partial<StaffPerformanceBody>;

/**
 * POST /staff/performance: one page of rows (staff member, day, reports, support tickets) and the
 * total; `null` = do not fetch (a form error). The page stays on screen while the next loads.
 */
export function useStaffPerformance(body: StaffPerformanceQuery | null) {
  return useQuery(calls.staffPerformance, body === null ? null : { body }, {
    keepPreviousData: true,
  });
}

/** POST /staff/performance/csv or /json: the same rows as a file (same body). */
export function staffPerformanceExportCall(format: DownloadFormat) {
  return format === 'csv' ? calls.staffPerformanceCsv : calls.staffPerformanceJson;
}
