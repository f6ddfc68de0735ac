import { ERROR_CODES, LIVE_EVENTS } from '@portal/shared/contract';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderHook } from '@testing-library/react';
import { getToken, redirectToLogin, setToken } from '../session';
import {
  CROWDED_RETRY_MS,
  getSocket,
  HANDSHAKE_RETRY_MS,
  RESYNC_SPREAD_MS,
  useLiveResync,
} from '../socket';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));
jest.mock('../session', () => ({
  ...jest.requireActual('../session'),
  redirectToLogin: jest.fn(async () => undefined),
}));

const refused = (code: string) => Object.assign(new Error('refused'), { data: { code } });

describe('live connection', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    getSocket();
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
});
