import type { Account, PublicAccount } from '@portal/shared/contract';
import { calls, POWER } from '@portal/shared/contract';
import { setAccount, setToken } from '@portal/shared/runtime/session';
import { onCall } from '@portal/shared/testing/fake-api';
import { fakeToken } from '@portal/shared/testing/fake-token';
import { serveAccountMarks } from '@portal/shared/testing/serve-account-marks';

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

/**
 * Signs the browser in as `account`: token, remembered account, its power and `/me` calls; staff's
 * online and important hashes answer none (`serveAccountMarks` again to mark someone).
 */
export function signInAs(account: Account): void {
  setToken(fakeToken(account._id));
  setAccount(account);
  onCall(calls.userPower, () => ({ power: account.power }), { params: { id: account._id } });
  onCall(calls.me, () => account);
  if (account.power >= POWER.staff) serveAccountMarks();
}

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
