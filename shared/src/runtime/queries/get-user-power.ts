import { calls } from '@portal/shared/contract';
import { HELD_FOR_THE_VISIT, useQuery } from './query';

/** GET /user/power/{id}; `null` = signed out, nothing asked. */
export function useUserPower(accountId: number | null) {
  return useQuery(
    calls.userPower,
    accountId === null ? null : { params: { id: accountId } },
    HELD_FOR_THE_VISIT,
  );
}
