import { calls } from '@portal/shared/contract';
import { useQuery } from './query';

/** GET /admin/stats: the admin dashboard's cards, each a key and its value. */
export function useAdminStats() {
  return useQuery(calls.adminStats, {});
}
