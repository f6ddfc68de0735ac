import { ERROR_CODES, type ErrorCode } from '@portal/shared/contract';
import express, { type RequestHandler } from 'express';
import { refuse } from '../errors/app-error';

/** What body-parser and raw-body put on the errors they raise (http-errors). */
interface BodyReadFailure {
  type?: unknown;
  status?: unknown;
}

/** The failures a client fixes by changing what it sends, by body-parser's `type`. */
const KNOWN_FAILURES: Record<string, ErrorCode> = {
  'entity.parse.failed': ERROR_CODES.badJson,
  'entity.too.large': ERROR_CODES.payloadTooLarge,
  'charset.unsupported': ERROR_CODES.unsupportedCharset,
  'encoding.unsupported': ERROR_CODES.unsupportedEncoding,
};

/**
 * Turns a body-reading failure into the API error the client gets. A 5xx one (`stream.encoding.set`,
 * `stream.not.readable`) means the server itself read the stream wrongly: it stays an error, logged.
 */
export function bodyReadError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { type, status } = error as BodyReadFailure;
  const known = typeof type === 'string' ? KNOWN_FAILURES[type] : undefined;
  if (known) return refuse({ code: known });
  // Any other failure body-parser blames on the request (4xx): a body that is not the gzip,
  // deflate or br stream its Content-Encoding says (zlib's own errors, without a `type`), one cut
  // short (`request.aborted`) or not as long as its Content-Length (`request.size.invalid`).
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return refuse({ code: ERROR_CODES.unreadableBody });
  }
  return error;
}

/** express.json with a limit, its failures answered as API errors (see `bodyReadError`). */
export function jsonBody(limit: string): RequestHandler {
  const read = express.json({ limit });
  return (req, res, next) => {
    read(req, res, (error?: unknown) =>
      next(error === undefined ? undefined : bodyReadError(error)),
    );
  };
}
