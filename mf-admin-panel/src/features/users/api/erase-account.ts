import { calls } from '@portal/shared/contract';
import { isKeyOf } from '@portal/shared/runtime/cache-keys';
import { useMutation } from '@portal/shared/runtime/use-mutation';
import { useSWRConfig } from 'swr';
import { accountSearchKey } from './search-accounts';

/**
 * POST /admin/users/{id}/erase → the account as erased; the search shown (`search`) is read
 * again, so its row says so, and so are the leaderboards held, which may name the person. A
 * failure, and why the server refused, is said in the dialog that asked (and only there).
 */
export function useEraseAccount(search: string | null) {
  const { mutate } = useSWRConfig();
  return useMutation(calls.eraseAccount, {
    invalidates: () => {
      void mutate(isKeyOf(calls.userLeaderboards));
      return search === null ? [] : [accountSearchKey(search)];
    },
    reasonShownInPlace: true,
  });
}
