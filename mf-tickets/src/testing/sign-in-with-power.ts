import type { Account } from '@portal/shared/contract';
import { signInAs } from '@portal/shared/testing/sign-in-as';

/** Signs the test in as account 7 with `power` ("Staff Seven" from power 2, "Player Seven" below). */
export function signInWithPower(power: number): Account {
  return signInAs({
    _id: 7,
    name: power >= 2 ? 'Staff Seven' : 'Player Seven',
    visualId: 'me777',
    power,
    adminRoles: [],
    serverId: 'hub1',
    userId: 70,
  });
}
