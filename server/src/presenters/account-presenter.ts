import {
  type Account,
  isStaffOn,
  type PublicAccount,
  SERVER_IDS,
  type StaffAccount,
} from '@portal/shared/contract';
import type { Pseudonyms } from '../identity/visual-ids';
import type { AccountWithRoles } from '../repositories/accounts/accounts-repository';
import type { PeopleView } from './people-view';

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
    adminRoles: account.adminRoles,
    serverId: serverIdOf(account.server_id),
    userId: account.user_id,
  };
}

/**
 * An account as admins see it away from any ticket (assignee pickers, leaderboards): real name,
 * id and power, which SPEC §6 shows admins everywhere.
 */
export function presentAccountToAdmin(
  account: Pick<AccountWithRoles, 'id' | 'name' | 'power'>,
  pseudonyms: Pseudonyms,
): StaffAccount {
  return {
    _id: account.id,
    name: account.name,
    visualId: pseudonyms.ofAccount(account.id),
    power: account.power,
  };
}

/**
 * An account as seen on a ticket. Staff on the ticket are flagged (the UI shows the support name);
 * staff named in its report are a player there. Only `realNames` viewers get name, id and power;
 * in a player's view a staff member's pseudonym is one of this ticket alone.
 */
export function presentPublicAccount(
  account: Pick<AccountWithRoles, 'id' | 'name' | 'power'>,
  view: PeopleView,
  pseudonyms: Pseudonyms,
): PublicAccount {
  const staffHere = isStaffOn(account, view.ticket);
  if (view.disclosure === 'playerView' && staffHere) {
    return { visualId: pseudonyms.ofSupport(view.ticket.id, account.id), isStaff: true };
  }
  const visible: PublicAccount = { visualId: pseudonyms.ofAccount(account.id), isStaff: staffHere };
  if (view.disclosure !== 'realNames') return visible;
  return { ...visible, name: account.name, _id: account.id, power: account.power };
}

/** A name typed in a report that matches no account. */
export function presentNamedPerson(
  name: string,
  view: PeopleView,
  pseudonyms: Pseudonyms,
): PublicAccount {
  const visible: PublicAccount = { visualId: pseudonyms.ofName(name), isStaff: false };
  return view.disclosure === 'realNames' ? { ...visible, name } : visible;
}
