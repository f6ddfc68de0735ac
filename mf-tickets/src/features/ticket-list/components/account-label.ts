import type { PublicAccount } from '@portal/shared/contract';

/**
 * An account as this viewer may see it (SPEC §6): the real name when the server sent it, staff
 * as the generic support name, everyone else by hash id.
 */
export function accountLabel(account: PublicAccount, supportName: string): string {
  if (account.name) return account.name;
  return account.isStaff ? supportName : account.visualId;
}
