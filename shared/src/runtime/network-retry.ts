/**
 * Waits before each further attempt of a creating call after a network error: its request may have
 * been carried out with the answer lost, and the server recognises the repeat by its
 * `Idempotency-Key`. An HTTP answer, even an error, is never retried here.
 */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [250, 750];

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh key per user action; `randomUUID` needs a secure context, which in-game pages may lack. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * `fetch`, sent again as it was (same headers, so the same key) after a network error, once per
 * delay; the last network error (or an abort) is thrown.
 */
export async function fetchRetryingNetworkErrors(
  url: string,
  init: RequestInit,
  delays: readonly number[] = NETWORK_RETRY_DELAYS_MS,
): Promise<Response> {
  for (const delay of delays) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
    }
    await pause(delay, init.signal ?? undefined);
  }
  return fetch(url, init);
}
