import { calls } from '@portal/shared/contract';
import { useMutation } from '@portal/shared/runtime/use-mutation';
import { accountSearchKey } from './search-accounts';

/**
 * POST /admin/users/{id}/erase → the account as erased; the search shown (`search`) is read
 * again, so its row says so. A failure is said in the dialog that asked.
 */
export function useEraseAccount(search: string | null) {
  return useMutation(calls.eraseAccount, {
    invalidates: () => (search === null ? [] : [accountSearchKey(search)]),
    failureShownInPlace: true,
  });
}
