import type { Account } from '@portal/shared/contract';
import { calls, POWER } from '@portal/shared/contract';
import { onCall } from '@portal/shared/testing/fake-api';
import { fakeToken } from '@portal/shared/testing/fake-token';
import { serveAccountMarks } from '@portal/shared/testing/serve-account-marks';

/**
 * Signs the test in as an account with a power; the power call is answered like the server, and
 * staff's online and important hashes with none (`serveAccountMarks` again to mark someone).
 */
export function signInAs(power: number, overrides: Partial<Account> = {}): Account {
  const account: Account = {
    _id: 7,
    name: power >= 2 ? 'Staff Seven' : 'Player Seven',
    visualId: 'me777',
    power,
    adminRoles: [],
    serverId: 'hub1',
    userId: 70,
    ...overrides,
  };
  window.localStorage.setItem('portal.token', fakeToken(account._id));
  window.localStorage.setItem('portal.account', JSON.stringify(account));
  onCall(calls.userPower, () => ({ power }), { params: { id: account._id } });
  onCall(calls.me, () => account);
  if (power >= POWER.staff) serveAccountMarks();
  return account;
}
