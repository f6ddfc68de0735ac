/**
 * The network boundary of every front-end test: `fetch` answered per contract call,
 * `onCall(calls.getTicket, ({ params }) => makeTicket({ _id: params.id }))`. A request no
 * declared call answers is recorded and fails the test in `afterEach`.
 */
import type { CallBody, CallConfig, CallResponse, SchemasOf } from '@portal/shared/contract';
import { callSchemas } from '@portal/shared/contract/schemas';
import type { z } from 'zod';
import { type FakeFile, fileResponse } from './file-response';
import { imageResponse } from './image-response';
import { jsonResponse } from './json-response';

type PathParamsOf<C extends CallConfig> =
  SchemasOf<C> extends { params: z.ZodType }
    ? z.output<SchemasOf<C>['params']>
    : Record<string, string>;

/** One request as the fake saw it: path params (parsed like the server does), body, query. */
export interface FakeRequest<C extends CallConfig = CallConfig> {
  method: string;
  /** `/api/getTicket/7?x=1` as fetched. */
  url: string;
  params: PathParamsOf<C>;
  body: CallBody<C>;
  query: Record<string, string>;
  headers: Headers;
}

const REPLY = Symbol('fake-api.reply');

/** An answer with its own status and raw body: failures, or a body that breaks the contract. */
export interface FakeReply {
  [REPLY]: true;
  status: number;
  body?: unknown;
}

export function respond(status: number, body?: unknown): FakeReply {
  return { [REPLY]: true, status, body };
}

/** What a test answers with: the response, or a download's file. */
type Answered<C extends CallConfig> = C extends { download: true } ? FakeFile : CallResponse<C>;

type Answer<C extends CallConfig> = (
  request: FakeRequest<C>,
) => Answered<C> | FakeReply | Promise<Answered<C> | FakeReply>;

/** Path params an answer is limited to, e.g. `{ id: 9 }` for one ticket of `calls.getTicket`. */
type Where = { params?: Record<string, string | number> };

type Route = { call: CallConfig; where: Where; answer: Answer<CallConfig> };
type Recorded = { call: CallConfig | undefined; request: FakeRequest };

const routes: Route[] = [];
const recorded: Recorded[] = [];
const unexpected: string[] = [];
/** Answers that broke the contract: the browser does not parse answers, so the fake checks them. */
const broken: string[] = [];

/** `/getTicket/:id` against `/getTicket/7` → `{ id: '7' }`; null when the path differs. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** Compared as text: the URL holds text, a parsed request numbers. */
function matchesWhere(where: Where, params: Record<string, unknown>): boolean {
  return Object.entries(where.params ?? {}).every(
    ([name, value]) => String(params[name]) === String(value),
  );
}

function findRoute(method: string, path: string) {
  for (const route of routes) {
    if (route.call.method !== method) continue;
    const params = matchPath(`/api${route.call.path}`, path);
    if (params && matchesWhere(route.where, params)) return { route, params };
  }
  return null;
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

async function fakeFetch(input: string, init: RequestInit = {}) {
  const url = new URL(input, 'http://localhost');
  const method = init.method ?? 'GET';
  const found = findRoute(method, url.pathname);
  const rawParams = found?.params ?? {};
  const request: FakeRequest = {
    method,
    url: `${url.pathname}${url.search}`,
    params: ((found && callSchemas(found.route.call).params?.parse(rawParams)) ??
      rawParams) as Record<string, string>,
    body: (typeof init.body === 'string' ? JSON.parse(init.body) : undefined) as never,
    query: Object.fromEntries(url.searchParams),
    headers: new Headers(init.headers),
  };
  recorded.push({ call: found?.route.call, request });
  if (!found) {
    unexpected.push(`${method} ${url.pathname}`);
    throw new TypeError(`Unexpected request ${method} ${url.pathname}`);
  }
  const result = await found.route.answer(request);
  if (isReply(result)) return jsonResponse(result.status, result.body);
  if (result instanceof Blob) return imageResponse(result);
  if (found.route.call.download) {
    // As the server labels them: `/…/json` exports are JSON files, the others CSV.
    const json = found.route.call.path.endsWith('/json');
    return fileResponse(result as FakeFile, json ? 'application/json' : 'text/csv');
  }
  return jsonResponse(200, keptContract(found.route.call, result));
}

/**
 * A test's answer as the server could send it: checked against the call's response schema, as
 * the server checks its own answers in its tests (the browser no longer parses them). A broken
 * answer fails the test in `afterEach`; `respond(200, …)` sends one on purpose.
 */
function keptContract(call: CallConfig, result: unknown): unknown {
  const checked = callSchemas(call).response.safeParse(JSON.parse(JSON.stringify(result)));
  if (!checked.success) {
    broken.push(`${call.method} ${call.path}: ${checked.error.message}`);
  }
  return result;
}

/**
 * Declares how the fake server answers one contract call (optionally only for some path params);
 * a later declaration for the same requests wins.
 */
export function onCall<C extends CallConfig>(call: C, answer: Answer<C>, where: Where = {}): void {
  routes.unshift({ call, where, answer: answer as unknown as Answer<CallConfig> });
}

/** The requests made to one call so far (optionally only those with some path params). */
export function requestsTo<C extends CallConfig>(call: C, where: Where = {}): FakeRequest<C>[] {
  return recorded
    .filter((entry) => entry.call === call)
    .map((entry) => entry.request as unknown as FakeRequest<C>)
    .filter((request) => matchesWhere(where, request.params as Record<string, unknown>));
}

/** Every request so far, as `METHOD /api/path`, in order. */
export function requestLines(): string[] {
  return recorded.map(({ request }) => `${request.method} ${request.url}`);
}

beforeEach(() => {
  routes.length = 0;
  recorded.length = 0;
  unexpected.length = 0;
  broken.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
});

afterEach(() => {
  expect(unexpected).toEqual([]);
  expect(broken).toEqual([]);
});
