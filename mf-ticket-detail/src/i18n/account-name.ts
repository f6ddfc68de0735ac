import type { Account, PublicAccount } from '@portal/shared/contract';
import type { DetailT } from './use-detail-t';

/**
 * How a viewer sees an account (SPEC §6): their own account by their own name, the real name
 * when the server sent it, staff as the generic support name, everyone else by their hash id.
 */
export function accountName(
  account: PublicAccount,
  t: DetailT,
  viewer?: Pick<Account, 'visualId' | 'name'> | null,
): string {
  if (viewer && account.visualId === viewer.visualId) return viewer.name;
  if (account.name) return account.name;
  return account.isStaff ? t('supportTeam') : account.visualId;
}
