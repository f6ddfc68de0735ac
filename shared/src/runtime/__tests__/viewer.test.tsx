import type { Account } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { setAccount, setToken } from '../session';
import { useViewer } from '../viewer';

const ACCOUNT: Account = {
  _id: 5,
  name: 'Jugador del juego',
  visualId: 'v-5',
  power: 2,
  adminRoles: ['support'],
  serverId: 'hub2',
  userId: 4242,
};

function tokenFor(accountId: number): string {
  const encode = (value: object) => window.btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: String(accountId) })}.signature`;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

beforeEach(() => window.localStorage.clear());

test('after a login without a stored answer (in-game, SSO), the account comes from GET /api/me', async () => {
  setToken(tokenFor(5));
  onCall(calls.me, () => ACCOUNT);
  onCall(calls.userPower, () => ({ power: 2 }), { params: { id: 5 } });
  const { result } = renderHook(() => useViewer(), { wrapper });
  expect(result.current.account).toBeNull();
  await waitFor(() => expect(result.current.account).toEqual(ACCOUNT));
  expect(result.current).toMatchObject({ accountId: 5, power: 2, isStaff: true });
});

test('the remembered login answer shows at once and /api/me replaces it', async () => {
  setToken(tokenFor(5));
  setAccount({ ...ACCOUNT, name: 'Nombre antiguo', adminRoles: [] });
  onCall(calls.me, () => ACCOUNT);
  onCall(calls.userPower, () => ({ power: 2 }), { params: { id: 5 } });
  const { result } = renderHook(() => useViewer(), { wrapper });
  expect(result.current.account?.name).toBe('Nombre antiguo');
  await waitFor(() => expect(result.current.account?.adminRoles).toEqual(['support']));
  expect(result.current.account?.name).toBe('Jugador del juego');
});

test('signed out, nothing is asked and nobody is known', () => {
  const { result } = renderHook(() => useViewer(), { wrapper });
  expect(result.current).toMatchObject({ accountId: null, account: null, power: undefined });
  expect(requestsTo(calls.me)).toEqual([]);
});
