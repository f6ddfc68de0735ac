import { openPooledClient, type PooledAnswer } from '../cluster/pooled-client';

export type ApiAnswer = PooledAnswer;

export interface ApiClient {
  /** `body` is sent as JSON; the answer comes back as text, unzipped. */
  call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<ApiAnswer>;
  close(): void;
}

/** A whole export of the 1M-ticket database is one call: the client waits for it. */
const CALL_TIMEOUT_MS = 30 * 60_000;

/**
 * The bench's HTTP client for timed calls one after another: one kept-alive connection, accepting
 * gzip as a browser does (plain `node:http`, see `../cluster/pooled-client.ts`). A call that fails
 * on the network rejects, so no timing counts it.
 */
export function openApiClient(baseUrl: string): ApiClient {
  const pooled = openPooledClient(baseUrl, 1);
  return {
    async call(method, path, body, token) {
      const answer = await pooled.call(method, path, { body, token, timeoutMs: CALL_TIMEOUT_MS });
      if (answer.status === 0) throw new Error(`${method} ${path}: ${answer.text}`);
      return answer;
    },
    close: pooled.close,
  };
}
