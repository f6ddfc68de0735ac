/**
 * The network boundary of component tests: `fetch` answered from a table of expected requests.
 * Anything else is recorded and fails the test in `afterEach`.
 */
import { imageResponse } from './image-response';
import { jsonResponse } from './json-response';

/** A JSON answer, or an image's bytes (`{ image: new Blob(…) }`). */
type Reply = { status?: number; json: unknown } | { image: Blob };
type Handler = (body: unknown, url: URL) => Reply | unknown;
type Route = { method: string; path: string; handler: Handler };
export type RecordedRequest = { method: string; path: string; body: unknown };

const routes: Route[] = [];
export const requests: RecordedRequest[] = [];
const unexpected: string[] = [];

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && ('json' in value || 'image' in value);
}

async function fakeFetch(input: string, init: RequestInit = {}) {
  const url = new URL(input, 'http://localhost');
  const method = init.method ?? 'GET';
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  requests.push({ method, path: url.pathname, body });
  const route = routes.find((item) => item.method === method && item.path === url.pathname);
  if (!route) {
    unexpected.push(`${method} ${url.pathname}`);
    throw new Error(`Unexpected request ${method} ${url.pathname}`);
  }
  const result = route.handler(body, url);
  const reply = isReply(result) ? result : { json: result };
  if ('image' in reply) return imageResponse(reply.image);
  return jsonResponse(reply.status ?? 200, reply.json);
}

/** Declares one expected request; later declarations of the same route win. */
export function onRequest(method: string, path: string, handler: Handler): void {
  routes.unshift({ method, path, handler });
}

export function requestsTo(method: string, path: string): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.path === path);
}

beforeEach(() => {
  routes.length = 0;
  requests.length = 0;
  unexpected.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
});

afterEach(() => {
  expect(unexpected).toEqual([]);
});
