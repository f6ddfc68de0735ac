import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface ApiAnswer {
  status: number;
  text: string;
}

export interface ApiClient {
  /** `body` is sent as JSON; the answer comes back as text, unzipped. */
  call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<ApiAnswer>;
  close(): void;
}

/**
 * The bench's HTTP client: one kept-alive connection, accepting gzip as a browser does. Plain
 * `node:http`, because `fetch` (undici's WHATWG streams) adds about 0.4 ms per call in this very
 * process, which would count as API time.
 */
export function openApiClient(baseUrl: string): ApiClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(baseUrl);
  return {
    call(method, path, body, token) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const outgoing = request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            headers: {
              'accept-encoding': 'gzip',
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
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
        outgoing.on('error', reject);
        outgoing.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
