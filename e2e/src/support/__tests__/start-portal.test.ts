import { createServer, type Server } from 'node:http';
import { freePort, startPortal } from '../portal';

/** Another process's server on `port` that answers every health check, as a portal would. */
function healthyStranger(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'ok' }));
  });
  return new Promise((listening) => server.listen(port, () => listening(server)));
}

test('when another server already answers health checks on the port a portal is given, then starting it fails instead of handing back that server', async () => {
  const port = await freePort();
  const stranger = await healthyStranger(port);
  try {
    await expect(startPortal({ PORT: String(port) })).rejects.toThrow(/portal exited/);
  } finally {
    await new Promise((closed) => stranger.close(closed));
  }
});
