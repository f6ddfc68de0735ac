import {
  buildPath,
  type CallParams,
  CLIENT_HEADER,
  IDEMPOTENCY_HEADER,
  readApiError,
} from '@portal/shared/contract';
import type { ApiCall, CallInput, CallResponse, OptionalWhenEmpty } from './api-call';
import { getClientMode } from './client-mode';
import { ApiError, type ErrorDialogRequest, isOutOfSight, showErrorDialog } from './errors';
import { translate } from './i18n';
import { fetchRetryingNetworkErrors, newIdempotencyKey } from './network-retry';
import { clearToken, getToken, redirectToLogin } from './session';

export type { ApiCall, CallInput, CallResponse } from './api-call';

export const API_BASE = '/api';

export interface CallOptions {
  /** Downloads handle their own failure message (SPEC §8). */
  skipErrorDialog?: boolean;
  /**
   * A read beside the one that tells a refusal (a ticket's thread beside the ticket): its own 403
   * or 404 is not shown again, since it may arrive after that one's Error dialog was closed.
   */
  outOfSightToldElsewhere?: boolean;
  /** The login form itself: a 401 there means wrong credentials, not an expired session. */
  skipLoginRedirect?: boolean;
  signal?: AbortSignal;
  /** A download's progress: the bytes received so far, after each part of the file arrives. */
  onProgress?: (bytesReceived: number) => void;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function apiUrl<C extends ApiCall>(call: C, input: Partial<CallInput<C>> = {}): string {
  const params = (input.params ?? {}) as CallParams<C>;
  const query = input.query as Record<string, QueryValue> | undefined;
  return `${API_BASE}${buildPath(call, params)}${queryString(query)}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A download's bytes, read part by part so the caller can show how far it got. */
async function readFile(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return new Blob([], { type });
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    parts.push(read.value);
    received += read.value.byteLength;
    onProgress?.(received);
  }
  return new Blob(parts, { type });
}

/** The failure, and the dialog it asks for: a server error by its code, in the user's language. */
function failure(status: number, body: unknown): { error: ApiError; dialog: ErrorDialogRequest } {
  const title = translate('errorTitle');
  const read = readApiError(body);
  if (read) {
    const { code, error: message, details = [], params } = read;
    return {
      error: new ApiError(status, code, message, details, params),
      dialog: { title, message, code, ...(params ? { params } : {}) },
    };
  }
  const message = translate('unexpectedStatus', { status });
  return { error: new ApiError(status, 'unexpectedStatus', message), dialog: { title, message } };
}

/**
 * Calls one contract call under /api with the stored bearer token; the answer is typed by the
 * contract, not parsed again here (zod stays off the first page): the server checks its answers
 * against the contract in its tests, and the front ends' fake API checks theirs. An image's or a
 * download's answer is a Blob of its bytes, even JSON.
 * 401 → token cleared and login; 300–499 → Error dialog (SPEC §8); every failure rejects with an
 * `ApiError`. A creating call (`call.idempotent`) carries a fresh `Idempotency-Key` and is sent
 * again with it after a network error (`network-retry.ts`), so a lost answer never creates twice.
 */
export async function callApi<C extends ApiCall>(
  call: C,
  ...[input]: OptionalWhenEmpty<CallInput<C>, CallOptions>
): Promise<CallResponse<C>> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CLIENT_HEADER]: getClientMode(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = input?.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (call.idempotent) headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();

  let response: Response;
  try {
    const init: RequestInit = {
      method: call.method,
      headers,
      body: hasBody ? JSON.stringify(input?.body) : undefined,
      signal: input?.signal,
    };
    const url = apiUrl(call, input);
    response = await (call.idempotent ? fetchRetryingNetworkErrors(url, init) : fetch(url, init));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', translate('networkError'));
  }

  const body = !response.ok
    ? await readBody(response)
    : call.image
      ? await response.blob()
      : call.download
        ? await readFile(response, input?.onProgress)
        : await readBody(response);
  if (response.ok) return body as CallResponse<C>;

  const { error, dialog } = failure(response.status, body);
  if (response.status === 401 && !input?.skipLoginRedirect) {
    clearToken();
    void redirectToLogin();
  } else if (
    response.status >= 300 &&
    response.status < 500 &&
    !input?.skipErrorDialog &&
    !(input?.outOfSightToldElsewhere && isOutOfSight(error))
  ) {
    // 401 with skipLoginRedirect lands here too: the caller shows the text instead.
    showErrorDialog(dialog);
  }
  throw error;
}
