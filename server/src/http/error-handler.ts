import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '@portal/shared/contract';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, refuse, TooManyRequests } from '../errors/app-error';

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

/** The catalogue code of an error thrown below the services (express, PostgreSQL), if known. */
function codeOfKnownFailure(error: unknown): ErrorCode | undefined {
  if (isBadPercentEncoding(error)) return ERROR_CODES.badAddress;
  const pgCode = pgErrorCode(error);
  if (pgCode === '23505') return ERROR_CODES.conflict;
  if (pgCode === '40001' || pgCode === '40P01') return ERROR_CODES.retry;
  if (isDatabaseUnavailable(error)) return ERROR_CODES.unavailable;
  return undefined;
}

/** The refusal an error stands for; anything unexpected is `internal` (logged, details hidden). */
function asRefusal(error: unknown): { refusal: AppError; expected: boolean } {
  if (error instanceof AppError) return { refusal: error, expected: true };
  const code = codeOfKnownFailure(error);
  return code
    ? { refusal: refuse({ code }), expected: true }
    : { refusal: refuse({ code: ERROR_CODES.internal }), expected: false };
}

function bodyOf(refusal: AppError): ApiErrorBody {
  const body: ApiErrorBody = { error: refusal.message, code: refusal.code };
  if (refusal.params) body.params = refusal.params;
  if (refusal.details) body.details = refusal.details;
  return body;
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
    const { refusal, expected } = asRefusal(error);
    if (!expected) logger.error({ err: error }, 'unexpected error');
    if (refusal.status === 503) res.set('Retry-After', RETRY_AFTER_SECONDS);
    if (error instanceof TooManyRequests) {
      res.set('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
    }
    res.status(refusal.status).json(bodyOf(refusal));
  };
}
