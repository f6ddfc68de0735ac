import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '@portal/e2e/support/portal';

/** A Redis server of the drill's own, so stopping it touches nothing else on the machine. */
export interface DrillRedis {
  url: string;
  /** Ends it at once, as a crash or a network cut would. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (it keeps nothing on disk). */
  start(): Promise<void>;
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => {
      socket.destroy();
      resolve(String(reply).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

export async function startDrillRedis(): Promise<DrillRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  async function start() {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const stopping = server;
      if (!stopping || stopping.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        stopping.once('exit', () => resolve());
        stopping.kill('SIGKILL');
      });
    },
    start,
  };
}
