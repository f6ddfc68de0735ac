import { ERROR_CODES, LIVE_EVENTS } from '@portal/shared/contract';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderHook } from '@testing-library/react';
import { getToken, redirectToLogin, setToken } from '../session';
import {
  CROWDED_RETRY_MS,
  HANDSHAKE_RETRY_MS,
  openLiveConnection,
  RESYNC_SPREAD_MS,
  sendLive,
  useLiveResync,
} from '../socket';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));
jest.mock('../session', () => ({
  ...jest.requireActual('../session'),
  redirectToLogin: jest.fn(async () => undefined),
}));

/** The connection opens when the browser is idle, then fetches socket.io-client. */
async function opened() {
  await jest.advanceTimersByTimeAsync(0);
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
}

const refused = (code: string) => Object.assign(new Error('refused'), { data: { code } });

describe('live connection', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    openLiveConnection();
    await opened();
    fakeSocket.connects = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('when the server refuses the handshake while its database is down, then it is tried again', () => {
    fakeSocket.active = false;
    fakeSocket.serverSends('connect_error', refused(ERROR_CODES.unavailable));
    jest.advanceTimersByTime(HANDSHAKE_RETRY_MS);
    expect(fakeSocket.connects).toBe(1);
  });

  it("when the server refuses the handshake because the account's other tabs hold every place, then it is tried again later, not at once", () => {
    fakeSocket.active = false;
    fakeSocket.serverSends('connect_error', refused(ERROR_CODES.tooManySockets));
    jest.advanceTimersByTime(HANDSHAKE_RETRY_MS);
    expect(fakeSocket.connects).toBe(0);
    jest.advanceTimersByTime(CROWDED_RETRY_MS - HANDSHAKE_RETRY_MS);
    expect(fakeSocket.connects).toBe(1);
  });

  it('when the server refuses the token, then the session is over: token cleared, off to login', () => {
    setToken('ended-session');
    fakeSocket.active = false;
    fakeSocket.serverSends('connect_error', refused(ERROR_CODES.unauthorized));
    jest.advanceTimersByTime(HANDSHAKE_RETRY_MS * 2);
    expect(fakeSocket.connects).toBe(0);
    expect(getToken()).toBeNull();
    expect(redirectToLogin).toHaveBeenCalled();
  });

  it('when instances say events were lost, then the page fetches again once, within a moment', () => {
    const resync = jest.fn();
    const { unmount } = renderHook(() => useLiveResync(resync));
    fakeSocket.serverSends(LIVE_EVENTS.resync);
    fakeSocket.serverSends(LIVE_EVENTS.resync);
    expect(resync).not.toHaveBeenCalled();
    jest.advanceTimersByTime(RESYNC_SPREAD_MS);
    expect(resync).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('when the server closes the socket on purpose, then it connects again at once', () => {
    fakeSocket.serverSends('disconnect', 'io server disconnect');
    expect(fakeSocket.connects).toBe(1);
  });

  it('when it first connects, then only the readers of what the first screen read fetch again, not one whose read failed; on a reconnect, every reader does', () => {
    const firstScreenList = jest.fn();
    const failedThread = jest.fn();
    const everythingCached = jest.fn();
    const first = renderHook(() => useLiveResync(firstScreenList, { when: 'connect' }));
    const failed = renderHook(() => useLiveResync(failedThread, { when: 'connect', failed: true }));
    const all = renderHook(() => useLiveResync(everythingCached));
    fakeSocket.serverSends('connect');
    expect(firstScreenList).toHaveBeenCalledTimes(1);
    expect(failedThread).not.toHaveBeenCalled();
    expect(everythingCached).not.toHaveBeenCalled();
    fakeSocket.serverSends('connect');
    expect(firstScreenList).toHaveBeenCalledTimes(2);
    expect(failedThread).toHaveBeenCalledTimes(1);
    expect(everythingCached).toHaveBeenCalledTimes(1);
    first.unmount();
    failed.unmount();
    all.unmount();
  });

  it('when something is sent while the connection is open, then it goes out at once', () => {
    sendLive(LIVE_EVENTS.markTicketAsRead, { ticketId: 7 });
    expect(fakeSocket.sent).toContainEqual([LIVE_EVENTS.markTicketAsRead, { ticketId: 7 }]);
  });
});
