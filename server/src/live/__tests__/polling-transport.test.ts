import { useDemoPortal } from '../../testing/demo-portal';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1'], (demo) => {
  ({ portal, token } = demo);
});

const pollingUrl = (sid?: string) =>
  `${portal.baseUrl}/socket.io/?EIO=4&transport=polling${sid ? `&sid=${sid}` : ''}`;

/** Engine.io's polling open packet: `0{"sid":…}`. */
async function openPolling(): Promise<string> {
  const response = await fetch(pollingUrl());
  expect(response.status).toBe(200);
  const text = await response.text();
  const open = JSON.parse(text.slice(1)) as { sid: string };
  return open.sid;
}

describe('socket.io over HTTP long-polling', () => {
  test('when a client polls and connects over polling, then only engine.io answers and the server lives on', async () => {
    const sid = await openPolling();
    const poll = fetch(pollingUrl(sid));
    const connect = await fetch(pollingUrl(sid), {
      method: 'POST',
      body: `40${JSON.stringify({ token: token('player1') })}`,
    });
    expect(connect.status).toBe(200);
    expect(await connect.text()).toBe('ok');
    const answer = await poll;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^40\{"sid":/);
    expect((await fetch(`${portal.baseUrl}/api/health`)).status).toBe(200);
  });

  test('when the probe posts a bare connect packet, then the handshake is refused and the server lives on', async () => {
    const sid = await openPolling();
    const poll = fetch(pollingUrl(sid));
    const connect = await fetch(pollingUrl(sid), { method: 'POST', body: '40' });
    expect(connect.status).toBe(200);
    expect(await (await poll).text()).toMatch(/^44/);
    expect((await fetch(`${portal.baseUrl}/api/health`)).status).toBe(200);
  });

  test('when express would answer a /socket.io/ path, then it never does', async () => {
    const response = await fetch(
      `${portal.baseUrl}/socket.io/?EIO=4&transport=polling&sid=unknown`,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toMatchObject({ code: 1, message: 'Session ID unknown' });
  });
});
