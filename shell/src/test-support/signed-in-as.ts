import { calls } from '@portal/shared/contract';
import { setToken } from '@portal/shared/runtime/session';
import { onCall } from '@portal/shared/testing/fake-api';
import { fakeToken } from '@portal/shared/testing/fake-token';

/** Account 5 signed in with `power`: its token, power, `/me` and the server's language. */
export function signedInAs(power: number) {
  setToken(fakeToken(5));
  onCall(calls.userPower, () => ({ power }), { params: { id: 5 } });
  onCall(calls.me, () => ({
    _id: 5,
    name: 'viewer',
    visualId: 'v-5',
    power,
    adminRoles: [],
    serverId: 'hub1' as const,
    userId: 5,
  }));
  onCall(calls.lang, () => ({ lang: 'es' as const }));
}
