import {
  type ApiErrorBody,
  ERROR_CODES,
  type ErrorCode,
  errorStatus,
  errorTextIn,
} from '@portal/shared/contract';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, TooManyRequests } from '../errors/app-error';

/**
 * The router could not percent-decode a path parameter (`/getTicket/%E0%A4%A`): it rethrows
 * decodeURIComponent's URIError marked 400.
 */
function isBadPercentEncoding(error: unknown): boolean {
  return error instanceof URIError && (error as URIError & { status?: unknown }).status === 400;
}

function pgErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The body of an error the handler recognises, by its catalogue code. */
function catalogued(code: ErrorCode): { status: number; body: ApiErrorBody } {
  return { status: errorStatus(code), body: { error: errorTextIn('en', code), code } };
}

/** Maps every error to the one API error body; anything unexpected is logged and hidden. */
function toResponse(error: unknown): { status: number; body: ApiErrorBody } | undefined {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { error: error.message, code: error.code };
    if (error.params) body.params = error.params;
    if (error.details) body.details = error.details;
    return { status: error.status, body };
  }
  if (isBadPercentEncoding(error)) return catalogued(ERROR_CODES.badAddress);
  const pgCode = pgErrorCode(error);
  if (pgCode === '23505') return catalogued(ERROR_CODES.conflict);
  if (pgCode === '40001' || pgCode === '40P01') return catalogued(ERROR_CODES.retry);
  if (isDatabaseUnavailable(error)) return catalogued(ERROR_CODES.unavailable);
  return undefined;
}

/** How long a client should wait before retrying a 503 (the pool reconnects by itself). */
const RETRY_AFTER_SECONDS = '5';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (res.headersSent) {
      // Too late for an error body (a stream failed midway): end the response so the client sees it.
      logger.error({ err: error }, 'error after the response started');
      res.destroy();
      return;
    }
    const known = toResponse(error);
    if (known) {
      if (known.status === 503) res.set('Retry-After', RETRY_AFTER_SECONDS);
      if (error instanceof TooManyRequests) {
        res.set('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
      }
      res.status(known.status).json(known.body);
      return;
    }
    logger.error({ err: error }, 'unexpected error');
    const { status, body } = catalogued(ERROR_CODES.internal);
    res.status(status).json(body);
  };
}
