import { ERROR_CODES } from '@portal/shared/contract';
import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/app-error';

/** What body-parser and raw-body put on the errors they raise (http-errors). */
interface BodyReadFailure {
  type?: unknown;
  status?: unknown;
}

/** The failures a client fixes by changing what it sends, by body-parser's `type`. */
const KNOWN_FAILURES: Record<string, () => AppError> = {
  'entity.parse.failed': () =>
    new AppError(400, ERROR_CODES.badJson, 'The request body is not valid JSON.'),
  'entity.too.large': () =>
    new AppError(413, ERROR_CODES.payloadTooLarge, 'The request body is too large.'),
  'charset.unsupported': () =>
    new AppError(
      415,
      ERROR_CODES.unsupportedCharset,
      'The request body must be JSON in UTF-8 (leave the charset out or say utf-8).',
    ),
  'encoding.unsupported': () =>
    new AppError(
      415,
      ERROR_CODES.unsupportedEncoding,
      'The request body may be sent as is, or compressed with gzip, deflate or br.',
    ),
};

/**
 * Every other failure body-parser blames on the request (status 4xx): a body that is not the
 * gzip, deflate or br stream its Content-Encoding says (zlib's own errors, without a `type`), one
 * cut short (`request.aborted`) or not as long as its Content-Length (`request.size.invalid`).
 */
function unreadableBody(): AppError {
  return new AppError(
    400,
    ERROR_CODES.unreadableBody,
    'The request body could not be read: it is not what its Content-Encoding says, or it was cut short.',
  );
}

/**
 * Turns a body-reading failure into the API error the client gets. A 5xx one (`stream.encoding.set`,
 * `stream.not.readable`) means the server itself read the stream wrongly: it stays an error, logged.
 */
export function bodyReadError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { type, status } = error as BodyReadFailure;
  const known = typeof type === 'string' ? KNOWN_FAILURES[type] : undefined;
  if (known) return known();
  if (typeof status === 'number' && status >= 400 && status < 500) return unreadableBody();
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
