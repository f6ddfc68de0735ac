import { calls } from '@portal/shared/contract';
import { type QueryOptions, useQuery } from './query';

/** GET /stats/{visualId}: faction, rank and level for hover details. */
export function useAccountStats(visualId: string, options?: QueryOptions) {
  return useQuery(calls.accountStats, { params: { visualId } }, options);
}
