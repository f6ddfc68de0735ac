import { type Account, calls, POWER } from '@portal/shared/contract';
import { setAccount, setToken } from '@portal/shared/runtime/session';
import { onCall } from './fake-api';
import { fakeToken } from './fake-token';
import { serveAccountMarks } from './serve-account-marks';

/**
 * Signs the browser in as `account`, as a password login leaves it (token and remembered
 * account), and has the fake API answer its power and `/me`; staff's online and important hashes
 * answer none (`serveAccountMarks` again to mark someone). Returns the account.
 */
export function signInAs(account: Account): Account {
  setToken(fakeToken(account._id));
  setAccount(account);
  onCall(calls.userPower, () => ({ power: account.power }), { params: { id: account._id } });
  onCall(calls.me, () => account);
  if (account.power >= POWER.staff) serveAccountMarks();
  return account;
}
