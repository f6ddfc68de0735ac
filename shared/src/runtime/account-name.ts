import type { Account, PublicAccount } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useT } from './i18n';
import { useViewer } from './viewer';

/**
 * Who an account is to a viewer (SPEC §6): the viewer themselves, someone with a name (the real
 * name when the server sent it, else the hash id), or the support team (staff the server names not).
 */
export type AccountParty = 'you' | 'named' | 'team';

export function accountParty(account: PublicAccount, viewerVisualId?: string): AccountParty {
  if (viewerVisualId !== undefined && account.visualId === viewerVisualId) return 'you';
  return !account.name && account.isStaff ? 'team' : 'named';
}

/**
 * How a viewer sees an account (SPEC §6): their own account by their own name, the real name
 * when the server sent it, staff as the one generic support name, everyone else by hash id.
 */
export function accountName(
  account: PublicAccount,
  supportName: string,
  viewer?: Pick<Account, 'visualId' | 'name'> | null,
): string {
  const party = accountParty(account, viewer?.visualId);
  if (party === 'you' && viewer) return viewer.name;
  if (party === 'team') return supportName;
  return account.name || account.visualId;
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
