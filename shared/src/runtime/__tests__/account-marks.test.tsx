import { type Account, calls, LIMITS } from '@portal/shared/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { onCall, requestsTo, respond } from '../../testing/fake-api';
import { fakeToken } from '../../testing/fake-token';
import { setPageVisibility } from '../../testing/page-visibility';
import { serveAccountMarks } from '../../testing/serve-account-marks';
import { useAccountMarks } from '../account-marks';
import { type ErrorDialogRequest, onErrorDialog } from '../errors';
import { setToken } from '../session';

const POLL = LIMITS.hashesOnlinePollMs;

function freshCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

function signInWithPower(power: number) {
  const account: Account = {
    _id: 7,
    name: 'Seven',
    visualId: 'me777',
    power,
    adminRoles: [],
    serverId: 'hub1',
    userId: 70,
  };
  setToken(fakeToken(account._id));
  onCall(calls.userPower, () => ({ power }), { params: { id: account._id } });
  onCall(calls.me, () => account);
}

const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const onlineReads = () => requestsTo(calls.hashesOnline).length;

let dialogs: ErrorDialogRequest[] = [];
let unsubscribe: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  dialogs = [];
  unsubscribe = onErrorDialog((request) => dialogs.push(request));
});

afterEach(() => {
  unsubscribe();
  setPageVisibility('visible');
  jest.useRealTimers();
});

test('the poll interval is the contract’s 30 s', () => {
  expect(POLL).toBe(30_000);
});

test('when staff look, then both calls are read once, matched by visualId, and online is re-read every 30 s', async () => {
  signInWithPower(2);
  serveAccountMarks({ online: ['p1', 'p2'], important: ['p2'] });
  const { result } = renderHook(() => useAccountMarks(), { wrapper: freshCache });

  await waitFor(() => expect(result.current?.('p2')).toEqual({ online: true, important: true }));
  expect(result.current?.('p1')).toEqual({ online: true, important: false });
  expect(result.current?.('p3')).toEqual({ online: false, important: false });
  expect(onlineReads()).toBe(1);

  await elapse(POLL - 1);
  expect(onlineReads()).toBe(1);
  await elapse(1);
  expect(onlineReads()).toBe(2);
  await elapse(POLL);
  expect(onlineReads()).toBe(3);
  expect(requestsTo(calls.importantHashes)).toHaveLength(1);
});

test('when the tab is hidden, then polling pauses; when it is visible again, then it reads at once and resumes', async () => {
  signInWithPower(2);
  serveAccountMarks({ online: ['p1'] });
  const { result } = renderHook(() => useAccountMarks(), { wrapper: freshCache });
  await waitFor(() => expect(result.current?.('p1').online).toBe(true));

  setPageVisibility('hidden');
  await elapse(POLL * 4);
  expect(onlineReads()).toBe(1);

  serveAccountMarks({ online: [] });
  setPageVisibility('visible');
  await waitFor(() => expect(result.current?.('p1').online).toBe(false));
  expect(onlineReads()).toBe(2);
  await elapse(POLL);
  expect(onlineReads()).toBe(3);
});

test('when a player looks, then neither call is made and there are no marks', async () => {
  signInWithPower(1);
  const { result } = renderHook(() => useAccountMarks(), { wrapper: freshCache });
  await waitFor(() => expect(requestsTo(calls.userPower)).toHaveLength(1));
  await elapse(POLL * 2);
  expect(result.current).toBeNull();
  expect(onlineReads()).toBe(0);
  expect(requestsTo(calls.importantHashes)).toHaveLength(0);
});

test('when the list and the modal both show marks, then they share one entry and one timer', async () => {
  signInWithPower(2);
  serveAccountMarks({ online: ['p1'] });
  const { result } = renderHook(() => [useAccountMarks(), useAccountMarks()], {
    wrapper: freshCache,
  });
  await waitFor(() => expect(result.current[1]?.('p1').online).toBe(true));
  const first = onlineReads();
  await elapse(POLL);
  expect(onlineReads()).toBe(first + 1);
});

test('when a read fails, then it is only logged and the next poll still asks', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  signInWithPower(2);
  serveAccountMarks();
  onCall(calls.hashesOnline, () => respond(500, { error: 'Down', code: 'internal' }));
  renderHook(() => useAccountMarks(), { wrapper: freshCache });
  await waitFor(() => expect(onlineReads()).toBe(1));
  await elapse(POLL);
  expect(onlineReads()).toBe(2);
  expect(dialogs).toEqual([]);
  expect(warn).toHaveBeenCalledWith('[portal] GET /hashesOnline failed:', expect.anything());
  warn.mockRestore();
});
