import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiErrorBody, isErrorCode } from '@portal/shared/contract';
import type { Request, Response } from 'express';
import pino from 'pino';
import { AppError, notFound, TooManyRequests } from '../../errors/app-error';
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
  test('when a server source names an error code, then the catalogue has it', () => {
    const thrower =
      /\b(?:forbidden|unprocessable|conflict|gone|badGateway|gatewayTimeout|new AppError)\(\s*(?:\d+\s*,\s*)?'([^']+)'/g;
    const named = sourceFiles(SOURCE_ROOT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(thrower)].map((match) => ({ file, code: match[1] })),
    );
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter(({ code }) => code === undefined || !isErrorCode(code))).toEqual([]);
  });

  test.each([
    ['a domain error', notFound('ticket')],
    ['a quota', new TooManyRequests('Slow down.', 1000)],
    ['a unique violation', Object.assign(new Error('dup'), { code: '23505' })],
    ['a serialization failure', Object.assign(new Error('retry'), { code: '40001' })],
    ['a deadlock', Object.assign(new Error('deadlock'), { code: '40P01' })],
    ['a bad percent-encoding', Object.assign(new URIError('bad'), { status: 400 })],
    ['anything unexpected', new Error('boom')],
  ])('when the handler answers %s, then its code is in the catalogue', (_kind, error) => {
    expect(isErrorCode(answer(error).body.code)).toBe(true);
  });

  test('when an error carries params, then the body carries them for the text', () => {
    const error = new AppError(422, 'ticket.fieldTooLong', 'Too long.', undefined, { max: 5 });
    expect(answer(error).body).toMatchObject({ code: 'ticket.fieldTooLong', params: { max: 5 } });
  });
});
