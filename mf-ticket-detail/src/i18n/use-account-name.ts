import type { PublicAccount } from '@portal/shared/contract';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useCallback } from 'react';
import { accountName } from './account-name';
import { useDetailT } from './use-detail-t';

/** `accountName` for the signed-in viewer, who sees their own account by their own name. */
export function useAccountName(): (account: PublicAccount) => string {
  const t = useDetailT();
  const { account: viewer } = useViewer();
  return useCallback((account: PublicAccount) => accountName(account, t, viewer), [t, viewer]);
}
