import { LIVE_EVENTS } from '@portal/shared/contract';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderHook } from '@testing-library/react';
import { HANDSHAKE_RETRY_MS, sendLive, useLiveEvent } from '../socket';

jest.mock('socket.io-client', () => {
  const fake = jest.requireActual('@portal/shared/testing/fake-socket-io');
  return { ...fake, io: jest.fn(fake.io) };
});

const { io } = jest.requireMock('socket.io-client') as { io: jest.Mock };

/** The next idle moment, and socket.io-client's arrival after it. */
async function idle() {
  await jest.advanceTimersByTimeAsync(1);
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
}

// The first screen does not carry socket.io-client (ARCHITECTURE §4, issue 26): the connection
// opens once the first screen's remote has rendered and asks for it, and what was asked before
// waits for it.
describe('opening the live connection after the first screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when only the shell listens (passive), then nothing connects; once a remote subscribes, then at the next idle moment every listener hears events and sends made before go out', async () => {
    const shellHeard = jest.fn();
    const shell = renderHook(() =>
      useLiveEvent(LIVE_EVENTS.remotesReleased, shellHeard, { passive: true }),
    );
    await idle();
    expect(io).not.toHaveBeenCalled();

    sendLive(LIVE_EVENTS.ticketOpen, { ticketId: 3 });
    const remoteHeard = jest.fn();
    const remote = renderHook(() => useLiveEvent(LIVE_EVENTS.ticketChanged, remoteHeard));
    expect(io).not.toHaveBeenCalled();
    await idle();
    expect(io).toHaveBeenCalledTimes(1);
    expect(fakeSocket.sent).toEqual([[LIVE_EVENTS.ticketOpen, { ticketId: 3 }]]);
    fakeSocket.serverSends(LIVE_EVENTS.ticketChanged, { ticketId: 3 });
    fakeSocket.serverSends(LIVE_EVENTS.remotesReleased, { remotes: [] });
    expect(remoteHeard).toHaveBeenCalledWith({ ticketId: 3 });
    expect(shellHeard).toHaveBeenCalledTimes(1);

    remote.unmount();
    shell.unmount();
    fakeSocket.serverSends(LIVE_EVENTS.ticketChanged, { ticketId: 4 });
    expect(remoteHeard).toHaveBeenCalledTimes(1);
  });

  it("when the connection's file does not arrive, then it is fetched again a moment later", async () => {
    // A new page: the previous test's connection belongs to another page's holder and modules.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.socket')];
    jest.resetModules();
    let arrivals = 0;
    jest.doMock('socket.io-client', () => {
      arrivals += 1;
      if (arrivals === 1) throw new Error('ChunkLoadError');
      return jest.requireActual('@portal/shared/testing/fake-socket-io');
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fresh = jest.requireActual('../socket') as typeof import('../socket');
    fresh.sendLive(LIVE_EVENTS.ticketOpen, { ticketId: 9 });
    await idle();
    expect(arrivals).toBe(1);
    await jest.advanceTimersByTimeAsync(HANDSHAKE_RETRY_MS);
    await idle();
    expect(arrivals).toBe(2);
    const { fakeSocket: arrived } = jest.requireMock(
      'socket.io-client',
    ) as typeof import('@portal/shared/testing/fake-socket-io');
    expect(arrived.sent).toContainEqual([LIVE_EVENTS.ticketOpen, { ticketId: 9 }]);
  });
});
