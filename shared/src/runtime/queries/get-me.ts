import { calls } from '@portal/shared/contract';
import { HELD_FOR_THE_VISIT, useQuery } from './query';

/** GET /me: who the session belongs to, whatever kind of login made it. */
export function useMe(signedIn: boolean) {
  return useQuery(calls.me, signedIn ? {} : null, HELD_FOR_THE_VISIT);
}
