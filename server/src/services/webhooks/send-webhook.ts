import http from 'node:http';
import https from 'node:https';
import { AppError } from '../../errors/app-error';
import { pinnedLookup } from '../attachments/fetch-remote-image';
import { webhookAddresses } from './webhook-address';
import { webhookSignature } from './webhook-signature';

export interface WebhookRequest {
  url: string;
  event: string;
  deliveryId: string;
  secret: string;
  body: string;
  /** The body's `sentAt`, also sent as `X-Portal-Timestamp` (Unix seconds). */
  sentAt: Date;
  allowedHosts: readonly string[];
  timeoutMs: number;
}

/** What one try got: the receiver's status, or why none came. */
export interface WebhookTry {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** A receiver's answer is read and dropped; only so much of it is waited for. */
const MAX_ANSWER_BYTES = 64 * 1024;

function post(request: WebhookRequest, lookup: ReturnType<typeof pinnedLookup>): Promise<number> {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        lookup,
        agent: false,
        signal: AbortSignal.timeout(request.timeoutMs),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(request.body),
          'User-Agent': 'TicketsPortal-webhooks',
          'X-Portal-Event': request.event,
          'X-Portal-Delivery': request.deliveryId,
          'X-Portal-Timestamp': String(Math.floor(request.sentAt.getTime() / 1000)),
          'X-Portal-Signature': webhookSignature(request.secret, request.body),
        },
      },
      (answer) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on('close', () => resolve(answer.statusCode ?? 0));
        answer.on('error', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * One try at a delivery: the address is checked again (its name may point elsewhere now) and the
 * connection goes only to the addresses checked. Never throws: a refusal is the try's error.
 */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookTry> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const addresses = await webhookAddresses(new URL(request.url), request.allowedHosts);
    const statusCode = await post(request, pinnedLookup(addresses));
    return { statusCode, error: null, durationMs: took() };
  } catch (error) {
    const reason =
      error instanceof AppError
        ? error.code
        : error instanceof Error
          ? error.name === 'TimeoutError' || error.name === 'AbortError'
            ? 'timeout'
            : ((error as NodeJS.ErrnoException).code ?? error.message)
          : String(error);
    return { statusCode: null, error: reason, durationMs: took() };
  }
}
