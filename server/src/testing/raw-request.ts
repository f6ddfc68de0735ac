import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent byte for byte: no encoding, no normalising (malformed percent-encodings stay). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The address the request leaves from (any of 127/8 on Linux): a second client, as the server sees it. */
  localAddress?: string;
}

export interface RawResponse {
  status: number;
  /** The JSON body, or the text when it is not JSON. */
  body: unknown;
}

/** One HTTP exchange with nothing in between: for what supertest would fix or refuse to send. */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        localAddress: request.localAddress,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = response.headers['content-type']?.includes('json') ?? false;
          resolve({ status: response.statusCode ?? 0, body: isJson ? JSON.parse(text) : text });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
