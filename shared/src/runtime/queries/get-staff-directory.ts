import { calls } from '@portal/shared/contract';
import { useQuery } from './query';

/** GET /staff: the staff a super-admin can filter by (sorted by name on the server). */
export function useStaffDirectory(needed: boolean) {
  return useQuery(calls.staffDirectory, needed ? {} : null);
}
