import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface PooledAnswer {
  status: number;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The `portal_node` cookie value that picks the instance behind the proxy. */
  affinity?: string;
  /** Gives up (status 0) after this many ms. */
  timeoutMs?: number;
  /** More request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export interface PooledClient {
  call(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<PooledAnswer>;
  close(): void;
}

/**
 * Many calls in flight at once, each on a kept-alive connection of its own (up to `maxSockets`),
 * as many browsers would send them. Plain `node:http`, because `fetch` (undici's WHATWG streams)
 * adds about 0.4 ms per call in the bench's own process, which would count as API time. A call
 * that fails on the network or times out answers status 0 with the error's message.
 */
export function openPooledClient(baseUrl: string, maxSockets = 256): PooledClient {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  return {
    call(method, path, { body, token, affinity, timeoutMs = 10_000, headers = {} } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve) => {
        const outgoing = request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            timeout: timeoutMs,
            headers: {
              'accept-encoding': 'gzip',
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(affinity ? { cookie: `portal_node=${affinity}` } : {}),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', (error) => resolve({ status: 0, text: error.message }));
            response.on('end', () => {
              const raw = Buffer.concat(chunks);
              const zipped = response.headers['content-encoding'] === 'gzip';
              resolve({
                status: response.statusCode ?? 0,
                text: (zipped ? gunzipSync(raw) : raw).toString('utf8'),
              });
            });
          },
        );
        outgoing.on('timeout', () =>
          outgoing.destroy(new Error(`timed out after ${timeoutMs} ms`)),
        );
        outgoing.on('error', (error) => resolve({ status: 0, text: error.message }));
        outgoing.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
