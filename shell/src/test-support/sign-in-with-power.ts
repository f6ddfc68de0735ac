import { calls } from '@portal/shared/contract';
import { onCall } from '@portal/shared/testing/fake-api';
import { signInAs } from '@portal/shared/testing/sign-in-as';

/** Account 5 signed in with `power`, and the server's language. */
export function signInWithPower(power: number) {
  signInAs({
    _id: 5,
    name: 'viewer',
    visualId: 'v-5',
    power,
    adminRoles: [],
    serverId: 'hub1',
    userId: 5,
  });
  onCall(calls.lang, () => ({ lang: 'es' as const }));
}
