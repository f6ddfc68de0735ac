import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Answer = (res: http.ServerResponse, server: TestImageServer) => void;

export interface TestImageServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** How many requests each path received. */
  hits(path: string): number;
  /** Every request it received, in any path. */
  totalHits(): number;
  close(): Promise<void>;
}

/**
 * A web server on loopback playing an attachment's outside host: each path answers as scripted.
 * Unknown paths answer 404. Requests left hanging are ended by `close`.
 */
export async function startImageServer(
  answers: Record<string, Answer> = {},
): Promise<TestImageServer> {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers[path];
    if (answer) answer(res, imageServer);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const imageServer: TestImageServer = {
    origin: `http://127.0.0.1:${port}`,
    hits: (path) => counts.get(path) ?? 0,
    totalHits: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return imageServer;
}
