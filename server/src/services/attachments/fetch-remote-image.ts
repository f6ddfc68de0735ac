import dns, { type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ERROR_CODES } from '@portal/shared/contract';
import { AppError, refuse } from '../../errors/app-error';
import { type AttachmentImageType, imageTypeOf } from './image-signature';

export interface RemoteImage {
  contentType: AttachmentImageType;
  bytes: Buffer;
}

export interface RemoteImageRules {
  maxBytes: number;
  /** For everything: every look-up, every redirect and the whole body. */
  timeoutMs: number;
  maxRedirects: number;
  /** Whether the portal may connect to `address` to reach `url`; asked for every address. */
  mayConnect(url: URL, address: string): boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REQUEST_HEADERS = {
  Accept: 'image/png, image/jpeg, image/gif',
  'User-Agent': 'TicketsPortal-attachments',
};

function rejectOnAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

/** Every address the host name stands for, each of which must be allowed. */
async function allowedAddresses(url: URL, rules: RemoteImageRules): Promise<LookupAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse({ code: ERROR_CODES.attachmentUnreachable });
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await dns.promises.lookup(hostname, { all: true, verbatim: true }).catch(() => {
    throw refuse({ code: ERROR_CODES.attachmentUnreachable });
  });
  if (addresses.length === 0 || !addresses.every(({ address }) => rules.mayConnect(url, address))) {
    throw refuse({ code: ERROR_CODES.attachmentBlockedAddress });
  }
  return addresses;
}

/** Connects only to the addresses already checked: the name is never resolved a second time. */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all || !first) callback(null, [...addresses]);
    else callback(null, first.address, first.family);
  };
}

function get(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(
        url,
        { lookup: pinnedLookup(addresses), signal, headers: REQUEST_HEADERS, agent: false },
        resolve,
      )
      .on('error', reject);
  });
}

async function readImage(response: IncomingMessage, maxBytes: number): Promise<RemoteImage> {
  const tooLarge = refuse({ code: ERROR_CODES.attachmentTooLarge });
  const notImage = refuse({ code: ERROR_CODES.attachmentNotImage });
  if (Number(response.headers['content-length']) > maxBytes) throw tooLarge;
  if (!response.headers['content-type']?.startsWith('image/')) throw notImage;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge;
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw notImage;
  return { contentType, bytes };
}

async function followToImage(
  start: URL,
  rules: RemoteImageRules,
  signal: AbortSignal,
): Promise<RemoteImage> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const addresses = await rejectOnAbort(allowedAddresses(url, rules), signal);
    const response = await get(url, addresses, signal);
    try {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        if (redirects >= rules.maxRedirects) {
          throw refuse({ code: ERROR_CODES.attachmentTooManyRedirects });
        }
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) {
        throw refuse({ code: ERROR_CODES.attachmentBadStatus });
      }
      return await readImage(response, rules.maxBytes);
    } finally {
      response.destroy();
    }
  }
}

/**
 * Fetches an image from an address a player typed, as the portal rather than as any viewer's
 * browser: only public addresses (every address the name resolves to, at every redirect), within
 * the size and time limits, and only bytes that really are a jpg, png or gif. Every refusal is an
 * AppError (502, or 504 when time ran out).
 */
export async function fetchRemoteImage(
  address: string,
  rules: RemoteImageRules,
): Promise<RemoteImage> {
  const signal = AbortSignal.timeout(rules.timeoutMs);
  try {
    return await followToImage(new URL(address), rules, signal);
  } catch (error) {
    if (signal.aborted) {
      throw refuse({ code: ERROR_CODES.attachmentTimeout });
    }
    if (error instanceof AppError) throw error;
    throw refuse({ code: ERROR_CODES.attachmentUnreachable });
  }
}
