import { jsonResponse } from '@portal/shared/testing/json-response';

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
    return jsonResponse(answer.status, answer.body);
  }) as typeof fetch;
  return api;
}
