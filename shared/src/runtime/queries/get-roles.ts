import { calls } from '@portal/shared/contract';
import { type QueryOptions, useQuery } from './query';

/** GET /roles (role keys and names); only asked for when `needed`. */
export function useRoles(needed: boolean, options?: QueryOptions) {
  return useQuery(calls.roles, needed ? {} : null, options);
}
