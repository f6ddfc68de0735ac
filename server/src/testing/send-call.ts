import { buildPath, type CallConfig } from '@portal/shared/contract';
import request from 'supertest';
import { bearer } from './api-helpers';

export interface CallRequest {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, string>;
}

/** The raw HTTP exchange for one contract call (method and path come from the contract only). */
export function sendCall(
  baseUrl: string,
  call: Pick<CallConfig, 'method' | 'path'>,
  input: CallRequest,
  token: string | undefined,
) {
  const path = `/api${buildPath(call, input.params ?? {})}`;
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let pending = request(baseUrl)[method](path);
  if (token) pending = pending.set(...bearer(token));
  if (input.query) pending = pending.query(input.query);
  if (call.method === 'GET' || call.method === 'DELETE') return pending;
  return pending.send((input.body ?? {}) as object);
}

/** Sends a raw text body with a JSON content type (bad JSON, oversize bodies). */
export function sendRawJson(
  baseUrl: string,
  call: Pick<CallConfig, 'method' | 'path'>,
  params: Record<string, string | number>,
  text: string,
  token: string | undefined,
) {
  const path = `/api${buildPath(call, params)}`;
  const method = call.method.toLowerCase() as 'post' | 'put' | 'patch';
  let pending = request(baseUrl)[method](path).set('Content-Type', 'application/json');
  if (token) pending = pending.set(...bearer(token));
  return pending.send(text);
}
