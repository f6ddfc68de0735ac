import type { Account, PublicAccount } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useT } from './i18n';
import { useViewer } from './viewer';

/**
 * How a viewer sees an account (SPEC §6): their own account by their own name, the real name
 * when the server sent it, staff as the one generic support name, everyone else by hash id.
 */
export function accountName(
  account: PublicAccount,
  supportName: string,
  viewer?: Pick<Account, 'visualId' | 'name'> | null,
): string {
  if (viewer && account.visualId === viewer.visualId) return viewer.name;
  if (account.name) return account.name;
  return account.isStaff ? supportName : account.visualId;
}

/** `accountName` for the signed-in viewer, in their language; the same in every remote. */
export function useAccountName(): (account: PublicAccount) => string {
  const t = useT();
  const { account: viewer } = useViewer();
  const supportName = t('supportTeam');
  return useCallback(
    (account: PublicAccount) => accountName(account, supportName, viewer),
    [supportName, viewer],
  );
}
