import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ApiErrorBody,
  ERROR_CODES,
  errorStatus,
  errorTextIn,
  isErrorCode,
} from '@portal/shared/contract';
import type { Request, Response } from 'express';
import pino from 'pino';
import { notFound, refuse, TooManyRequests } from '../../errors/app-error';
import { errorHandler } from '../error-handler';

const SOURCE_ROOT = join(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** What the one error handler answers for an error, as the client would read it. */
function answer(error: unknown): { status: number; body: ApiErrorBody } {
  let status = 0;
  let body: ApiErrorBody | undefined;
  const res = {
    headersSent: false,
    set: () => res,
    status: (code: number) => {
      status = code;
      return res;
    },
    json: (sent: ApiErrorBody) => {
      body = sent;
      return res;
    },
  } as unknown as Response;
  errorHandler(pino({ level: 'silent' }))(error, {} as Request, res, () => {});
  if (!body) throw new Error('No error body was sent');
  return { status, body };
}

describe('the error catalogue on the server', () => {
  test('when the server refuses a request, then no source types the sentence: it comes from the catalogue', () => {
    // A refusal is `refuse({ code })` (or `notFound`, `TooManyRequests`, which use it): status and
    // text follow from the code. Only zod's own field messages (`validationFailed`) are not.
    const handTyped = /\bnew AppError\(|\bvalidationFailed\(|\bhandshakeError\(\s*['"`]/g;
    const found = sourceFiles(SOURCE_ROOT)
      .filter((file) => !file.endsWith(join('errors', 'app-error.ts')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(handTyped)].map((match) => ({
          file: file.slice(SOURCE_ROOT.length + 1),
          call: match[0],
        })),
      );
    expect(found).toEqual([{ file: join('http', 'mount-call.ts'), call: 'validationFailed(' }]);
  });

  test("when a refusal names a code, then its status and English text are the catalogue's", () => {
    const { status, body } = answer(
      refuse({ code: ERROR_CODES.fieldTooLong, params: { field: 'Nick', max: 5 }, path: 'nick' }),
    );
    expect(status).toBe(errorStatus(ERROR_CODES.fieldTooLong));
    expect(status).toBe(422);
    const text = errorTextIn('en', ERROR_CODES.fieldTooLong, { field: 'Nick', max: 5 });
    expect(body).toEqual({
      error: text,
      code: 'ticket.fieldTooLong',
      params: { field: 'Nick', max: 5 },
      details: [{ path: 'nick', message: text }],
    });
  });

  test.each([
    ['a domain error', notFound('ticket')],
    ['a quota', new TooManyRequests(1000)],
    ['a unique violation', Object.assign(new Error('dup'), { code: '23505' })],
    ['a serialization failure', Object.assign(new Error('retry'), { code: '40001' })],
    ['a deadlock', Object.assign(new Error('deadlock'), { code: '40P01' })],
    ['a bad percent-encoding', Object.assign(new URIError('bad'), { status: 400 })],
    ['anything unexpected', new Error('boom')],
  ])('when the handler answers %s, then its code is in the catalogue', (_kind, error) => {
    expect(isErrorCode(answer(error).body.code)).toBe(true);
  });
});
