import { ERROR_CODES } from '@portal/shared/contract';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { getToken, redirectToLogin, setToken } from '../session';
import { getSocket, HANDSHAKE_RETRY_MS } from '../socket';

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

  it('when the server refuses the token, then the session is over: token cleared, off to login', () => {
    setToken('ended-session');
    fakeSocket.active = false;
    fakeSocket.serverSends('connect_error', refused(ERROR_CODES.unauthorized));
    jest.advanceTimersByTime(HANDSHAKE_RETRY_MS * 2);
    expect(fakeSocket.connects).toBe(0);
    expect(getToken()).toBeNull();
    expect(redirectToLogin).toHaveBeenCalled();
  });

  it('when the server closes the socket on purpose, then it connects again at once', () => {
    fakeSocket.serverSends('disconnect', 'io server disconnect');
    expect(fakeSocket.connects).toBe(1);
  });
});
