/**
 * Answers `fetch` from a table of `"METHOD /path"` → answer. A request the table does not know
 * rejects and is recorded, so a test fails on any unexpected network request.
 */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeApi {
  requests: string[];
  unexpected: string[];
}

export function fakeApi(table: Record<string, FakeAnswer>): FakeApi {
  const api: FakeApi = { requests: [], unexpected: [] };
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const request = `${init?.method ?? 'GET'} ${String(url)}`;
    api.requests.push(request);
    const answer = table[request];
    if (!answer) {
      api.unexpected.push(request);
      throw new TypeError(`unexpected request ${request}`);
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  }) as typeof fetch;
  return api;
}

/** A session token the client can read its account id from (the signature is the server's job). */
export function fakeToken(accountId: number): string {
  const encode = (value: object) => window.btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: String(accountId) })}.signature`;
}
