import { ERROR_CODES } from '@portal/shared/contract';
import { io as connectSocket } from 'socket.io-client';
import { useDemoPortal } from '../../testing/demo-portal';
import type { TestPortal, TestSocket } from '../../testing/test-portal';

const CAP = 3;

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(
  ['player1', 'player2', 'player3'],
  (demo) => {
    ({ portal, token } = demo);
  },
  () => ({ socketsPerAccount: CAP }),
);

const refusal = { data: { code: ERROR_CODES.tooManySockets } };

/** Closes sockets from the browser's side and waits until the server has let them go. */
async function closeAll(sockets: readonly TestSocket[]): Promise<void> {
  const gone = sockets.map((socket) => {
    const onServer = socket.id ? portal.server.io.of('/').sockets.get(socket.id) : undefined;
    return new Promise<void>((resolve) => {
      if (!onServer) return resolve();
      onServer.once('disconnect', () => resolve());
    });
  });
  for (const socket of sockets) socket.disconnect();
  await Promise.all(gone);
}

describe('sockets per account', () => {
  test('when an account holds as many sockets as allowed, then one more is refused; others and freed slots still connect', async () => {
    const held = [];
    for (let index = 0; index < CAP; index += 1) held.push(await portal.connect(token('player1')));

    await expect(portal.connect(token('player1'))).rejects.toMatchObject(refusal);
    const other = await portal.connect(token('player3'));
    expect(other.connected).toBe(true);

    await closeAll(held.slice(0, 1));
    const again = await portal.connect(token('player1'));
    expect(again.connected).toBe(true);
    await expect(portal.connect(token('player1'))).rejects.toMatchObject(refusal);
    await closeAll([...held.slice(1), again, other]);
  });

  test('when many handshakes of one account arrive at once, then exactly as many as allowed get in', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => portal.connect(token('player2'))),
    );
    const admitted = attempts.flatMap((attempt) =>
      attempt.status === 'fulfilled' ? [attempt.value] : [],
    );
    const refused = attempts.flatMap((attempt) =>
      attempt.status === 'rejected' ? [attempt.reason] : [],
    );
    expect(admitted.length).toBe(CAP);
    for (const reason of refused) expect(reason).toMatchObject(refusal);

    // The refused handshakes kept no slot: once the admitted ones leave, as many get in again.
    await closeAll(admitted);
    const next = await Promise.all(
      Array.from({ length: CAP }, () => portal.connect(token('player2'))),
    );
    expect(next.every((socket) => socket.connected)).toBe(true);
    expect(portal.server.io.of('/').sockets.size).toBe(CAP);
  });

  test('when a client leaves while its admitted handshake is still under way, then its place is freed', async () => {
    // A step after admission that holds each handshake until its client has gone.
    const held: ((handshake: { over: Promise<void> }) => void)[] = [];
    portal.server.io.use((socket, next) => {
      if (socket.handshake.query.linger !== '1') return next();
      const over = new Promise<void>((resolve) => socket.conn.once('close', () => resolve(next())));
      held.shift()?.({ over });
    });
    for (let index = 0; index < CAP; index += 1) {
      const admitted = new Promise<{ over: Promise<void> }>((resolve) => held.push(resolve));
      const leaving = connectSocket(portal.baseUrl, {
        auth: { token: token('player3') },
        query: { linger: '1' },
        transports: ['websocket'],
        reconnection: false,
      });
      const handshake = await admitted;
      leaving.disconnect();
      await handshake.over;
    }

    const sockets = await Promise.all(
      Array.from({ length: CAP }, () => portal.connect(token('player3'))),
    );
    expect(sockets.every((socket) => socket.connected)).toBe(true);
  });
});
