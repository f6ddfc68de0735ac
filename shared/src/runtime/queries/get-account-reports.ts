import { calls } from '@portal/shared/contract';
import { type QueryOptions, useQuery } from './query';

/** GET /reports/{visualId}: the report summaries shown in hover details. */
export function useAccountReports(visualId: string, options?: QueryOptions) {
  return useQuery(calls.accountReports, { params: { visualId } }, options);
}
