import { ERROR_CODES } from '@portal/shared/contract';
import { AppError } from '../../errors/app-error';
import { bodyReadError } from '../json-body';

/** An error as body-parser and raw-body raise it (http-errors: status, expose, type). */
const raised = (status: number, type?: string) =>
  Object.assign(new Error('raised by body-parser'), { status, expose: status < 500, type });

// HTTP tests (`__tests__/hostile-input.test.ts`) send bad JSON, a latin1 charset, unknown and
// lying Content-Encodings. These are the failures a test client cannot provoke and still hear the
// answer to: the request is gone (aborted) or Node's HTTP parser stops it first (size).
describe('bodyReadError', () => {
  test.each([
    ['request.aborted', 400],
    ['request.size.invalid', 400],
    ['entity.verify.failed', 403],
    ['a type body-parser may add later', 400],
  ])('when body-parser raises %s (%i), then it is a 400 unreadable body', (type, status) => {
    const mapped = bodyReadError(raised(status, type));
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ status: 400, code: ERROR_CODES.unreadableBody });
  });

  test('when zlib cannot inflate the body (no type, status 400), then it is a 400 unreadable body', () => {
    const zlibError = Object.assign(raised(400), { code: 'Z_DATA_ERROR', errno: -3 });
    expect(bodyReadError(zlibError)).toMatchObject({ code: ERROR_CODES.unreadableBody });
  });

  test.each([
    ['entity.parse.failed', 400, 400, ERROR_CODES.badJson],
    ['entity.too.large', 413, 413, ERROR_CODES.payloadTooLarge],
    ['charset.unsupported', 415, 415, ERROR_CODES.unsupportedCharset],
    ['encoding.unsupported', 415, 415, ERROR_CODES.unsupportedEncoding],
  ])(
    'when body-parser raises %s, then it is a %i with its own code',
    (type, raisedStatus, status, code) => {
      expect(bodyReadError(raised(raisedStatus, type))).toMatchObject({ status, code });
    },
  );

  test.each(['stream.encoding.set', 'stream.not.readable'])(
    'when the server read the stream wrongly (%s, a 500), then the error stays for the log',
    (type) => {
      const error = raised(500, type);
      expect(bodyReadError(error)).toBe(error);
    },
  );
});
