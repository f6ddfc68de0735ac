import { type ApiErrorBody, ERROR_CODES } from '@portal/shared/contract';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error';

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

function pgErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Maps every error to the one API error body; anything unexpected is logged and hidden. */
function toResponse(error: unknown): { status: number; body: ApiErrorBody } | undefined {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { error: error.message, code: error.code };
    if (error.details) body.details = error.details;
    return { status: error.status, body };
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      return {
        status: 400,
        body: { error: 'The request body is not valid JSON.', code: ERROR_CODES.badJson },
      };
    }
    if (error.type === 'entity.too.large') {
      return {
        status: 413,
        body: { error: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge },
      };
    }
  }
  const pgCode = pgErrorCode(error);
  if (pgCode === '23505') {
    return { status: 409, body: { error: 'That already exists.', code: ERROR_CODES.conflict } };
  }
  if (pgCode === '40001' || pgCode === '40P01') {
    return {
      status: 409,
      body: { error: 'Someone else changed this at the same time; try again.', code: 'retry' },
    };
  }
  return undefined;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const known = toResponse(error);
    if (known) {
      res.status(known.status).json(known.body);
      return;
    }
    logger.error({ err: error }, 'unexpected error');
    const body: ApiErrorBody = {
      error: 'Something went wrong on the server. Please try again.',
      code: ERROR_CODES.internal,
    };
    res.status(500).json(body);
  };
}
