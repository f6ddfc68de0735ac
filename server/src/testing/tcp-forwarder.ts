import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A loopback TCP forwarder to a real server (PostgreSQL in the fault tests) that can cut every
 * connection and refuse new ones, as a database restart does, then let them through again.
 */
export interface TcpForwarder {
  port: number;
  /** The local ports of the forwarder's connections to the server (`pg_stat_activity.client_port`). */
  upstreamPorts(): number[];
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpForwarder(target: {
  host: string;
  port: number;
}): Promise<TcpForwarder> {
  const open = new Set<Socket>();
  const upstreams = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    upstreamPorts: () => [...upstreams].flatMap((socket) => socket.localPort ?? []),
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close() {
      down = true;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
