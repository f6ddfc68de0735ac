import { io as connectSocket } from 'socket.io-client';
import { bearer } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal, TestSocket } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;

useDemoPortal(
  [],
  (demo) => {
    ({ database, portal } = demo);
  },
  () => ({ socketRecheckMs: 200 }),
);

const me = (token: string) => portal.api.get('/api/me').set(...bearer(token));

function closedByServer(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

describe('sessions end', () => {
  test('when a user logs out, then the token is refused and its sockets close, other sessions live on', async () => {
    const token = await portal.logIn('player1');
    const otherDevice = await portal.logIn('player1');
    const socket = await portal.connect(token);
    const closing = closedByServer(socket);
    expect((await me(token)).status).toBe(200);

    const logout = await portal.api.post('/api/logout').set(...bearer(token));
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });

    expect(await closing).toBe('io server disconnect');
    expect((await me(token)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(200);
    const again = connectSocket(portal.baseUrl, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    const refusal = await new Promise<Error>((resolve) => again.once('connect_error', resolve));
    expect((refusal as Error & { data?: unknown }).data).toEqual({ code: 'auth.required' });
    again.disconnect();
  });

  test('when an account is demoted, then its open socket is closed within the check time', async () => {
    const token = await portal.logIn('staff1');
    const socket = await portal.connect(token);
    const closing = closedByServer(socket);
    await database.db
      .updateTable('accounts')
      .set({ power: 0 })
      .where('username', '=', 'staff1')
      .execute();
    try {
      expect(await closing).toBe('io server disconnect');
    } finally {
      await database.db
        .updateTable('accounts')
        .set({ power: 2 })
        .where('username', '=', 'staff1')
        .execute();
    }
  });

  test('when a session has been idle too long, then its socket is closed and its token refused', async () => {
    const token = await portal.logIn('player3');
    const socket = await portal.connect(token);
    const closing = closedByServer(socket);
    await database.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 24 * 3600_000) })
      .execute();
    expect(await closing).toBe('io server disconnect');
    expect((await me(token)).status).toBe(401);
  });
});
