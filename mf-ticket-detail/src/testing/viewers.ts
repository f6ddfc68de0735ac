import type { Account, PublicAccount } from '@portal/shared/contract';

export const PLAYER: Account = {
  _id: 10,
  name: 'player1',
  visualId: 'player-hash',
  power: 0,
  adminRoles: [],
  serverId: 'hub1',
  userId: 1010,
};

export const STAFF_ADMIN: Account = {
  _id: 50,
  name: 'staff1',
  visualId: 'staff-hash',
  power: 2,
  adminRoles: ['support-admins'],
  serverId: 'hub2',
  userId: 5050,
};

/** How an admin of the ticket sees an account (real names, ids and power). */
export function seenByAdmin(account: Account): PublicAccount {
  return {
    visualId: account.visualId,
    isStaff: account.power >= 2,
    name: account.name,
    _id: account._id,
    power: account.power,
  };
}
