import { type Account, isStaff, type PublicAccount, SERVER_IDS } from '@portal/shared/contract';
import type { Pseudonyms } from '../identity/visual-ids';
import type { AccountWithRoles } from '../repositories/accounts-repository';

type ServerId = Account['serverId'];

function serverIdOf(value: string): ServerId {
  return (SERVER_IDS as readonly string[]).includes(value) ? (value as ServerId) : SERVER_IDS[0];
}

/** The full account: only for the account itself (login) and for admins. */
export function presentOwnAccount(account: AccountWithRoles, pseudonyms: Pseudonyms): Account {
  return {
    _id: account.id,
    name: account.name,
    visualId: pseudonyms.ofAccount(account.id),
    power: account.power,
    adminRoles: account.roles,
    serverId: serverIdOf(account.server_id),
    userId: account.user_id,
  };
}

/**
 * An account as seen on a ticket. Viewers allowed to see real names get name, id and power;
 * everyone else gets the pseudonym only, with staff flagged so the UI shows the support name.
 */
export function presentPublicAccount(
  account: Pick<AccountWithRoles, 'id' | 'name' | 'power'>,
  realNames: boolean,
  pseudonyms: Pseudonyms,
): PublicAccount {
  const visible: PublicAccount = {
    visualId: pseudonyms.ofAccount(account.id),
    isStaff: isStaff(account),
  };
  if (!realNames) return visible;
  return { ...visible, name: account.name, _id: account.id, power: account.power };
}

/** A name typed in a report that matches no account. */
export function presentNamedPerson(
  name: string,
  realNames: boolean,
  pseudonyms: Pseudonyms,
): PublicAccount {
  const visible: PublicAccount = { visualId: pseudonyms.ofName(name), isStaff: false };
  return realNames ? { ...visible, name } : visible;
}
