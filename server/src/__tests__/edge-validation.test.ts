import { type CallName, calls, ERROR_CODES } from '@portal/shared/contract';
import { footprint } from '../testing/db-footprint';
import { type MatrixPortal, startMatrixPortal, stopMatrixPortal } from '../testing/matrix-portal';
import { expectRefused as expectRefusedWith } from '../testing/refusals';
import { sendCall, sendRawJson } from '../testing/send-call';
import { buildCallSamples, type CallSample, takesBody } from './authorization-matrix/call-samples';
import { TICKET_CALLS } from './authorization-matrix/matrix-table';

/** express.json's limit in http/app.ts is 64 kB; this is safely above it. */
const OVERSIZE_PADDING = 'x'.repeat(70 * 1024);
/** A whole number zod accepts as an id but PostgreSQL's integer columns cannot hold. */
const ID_BEYOND_INT4 = 2 ** 31;

let matrix: MatrixPortal;
let samples: Map<CallName, CallSample>;

beforeAll(async () => {
  matrix = await startMatrixPortal();
  samples = await buildCallSamples(matrix);
});

afterAll(() => stopMatrixPortal(matrix));

function sampleOf(call: CallName): CallSample {
  const sample = samples.get(call);
  if (!sample) throw new Error(`No sample for ${call}`);
  return sample;
}

const bodyCalls = TICKET_CALLS.filter(takesBody);
const paramCalls = TICKET_CALLS.filter((call) => calls[call].path.includes(':'));

/** A value of another JSON type than the valid one. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'a list' };
  return ['not', 'an', 'object'];
}

/** Sends, then checks the answer is a 4xx API error, and that nothing was written. */
function expectRefused(
  sample: CallSample,
  send: () => PromiseLike<{ status: number; body: unknown }>,
  status: number,
  code: string,
) {
  return expectRefusedWith(send, { status, code }, () =>
    footprint(matrix.database.db, sample.ticketId),
  );
}

describe.each(bodyCalls)('the body of %s', (call) => {
  const send = (sample: CallSample, body: unknown) =>
    sendCall(
      matrix.portal.baseUrl,
      calls[call],
      { ...sample.request, body },
      matrix.tokens[sample.actor],
    );

  test('when it is not valid JSON, then it is a 400 that says so and nothing is written', async () => {
    const sample = sampleOf(call);
    const text = JSON.stringify(sample.request.body).slice(0, -1);
    const raw = () =>
      sendRawJson(
        matrix.portal.baseUrl,
        calls[call],
        sample.request.params ?? {},
        text,
        matrix.tokens[sample.actor],
      );
    const error = await expectRefused(sample, raw, 400, ERROR_CODES.badJson);
    expect(error.error).toMatch(/JSON/);
  });

  test('when a field has the wrong type, then it is a 400 naming that field and nothing is written', async () => {
    const sample = sampleOf(call);
    const valid = (sample.request.body ?? {}) as Record<string, unknown>;
    for (const [field, value] of Object.entries(valid)) {
      const body = { ...valid, [field]: wrongType(value) };
      const error = await expectRefused(
        sample,
        () => send(sample, body),
        400,
        ERROR_CODES.validation,
      );
      expect(error.details?.map((detail) => detail.path.split('.')[0])).toContain(field);
    }
  });

  test('when the body carries an unknown field, then it is a 400 naming it and nothing is written', async () => {
    const sample = sampleOf(call);
    const body = { ...(sample.request.body as object), surpriseField: true };
    const error = await expectRefused(
      sample,
      () => send(sample, body),
      400,
      ERROR_CODES.validation,
    );
    expect(JSON.stringify(error)).toMatch(/surpriseField/);
  });

  test('when the body is not an object, then it is a 400 and nothing is written', async () => {
    const sample = sampleOf(call);
    for (const body of [[], [sample.request.body]]) {
      await expectRefused(sample, () => send(sample, body), 400, ERROR_CODES.validation);
    }
  });

  test('when the body is above the JSON size limit, then it is a 413 and nothing is written', async () => {
    const sample = sampleOf(call);
    const body = { ...(sample.request.body as object), padding: OVERSIZE_PADDING };
    const error = await expectRefused(
      sample,
      () => send(sample, body),
      413,
      ERROR_CODES.payloadTooLarge,
    );
    expect(error.error).toMatch(/too large/);
  });
});

/** Not ids: words, zero, signs, fractions, exponents, hex, spaces, leading zeros (probe finding 14). */
const NOT_IDS = ['abc', '0', '-3', '1.5', '1e400', '0x10', '1e1', ' 16', '16 ', '+16', '016'];

describe.each(paramCalls)('the address of %s', (call) => {
  test.each(NOT_IDS)('when the id is "%s", then it is a 400 and nothing is written', async (id) => {
    const sample = sampleOf(call);
    const params = Object.fromEntries(
      Object.keys(sample.request.params ?? {}).map((name) => [name, id]),
    );
    const send = () =>
      sendCall(
        matrix.portal.baseUrl,
        calls[call],
        { ...sample.request, params },
        matrix.tokens[sample.actor],
      );
    await expectRefused(sample, send, 400, ERROR_CODES.validation);
  });
});

/** Calls that name a ticket or a comment (lists and creation name none). */
const idCalls = TICKET_CALLS.filter(
  (call) => !['createTicket', 'listTickets', 'listReports'].includes(call),
);

describe.each(idCalls)('an id beyond the database range sent to %s', (call) => {
  test('when a ticket or comment id is 2^31 (past the database range), then it is a clear 400, never a 5xx', async () => {
    const sample = sampleOf(call);
    const retarget = (part: Record<string, unknown> | undefined) =>
      part &&
      Object.fromEntries(
        Object.entries(part).map(([key, value]) => [
          key,
          /^(id|ticketId|commentId)$/.test(key) ? ID_BEYOND_INT4 : value,
        ]),
      );
    const request = {
      ...sample.request,
      params: retarget(sample.request.params) as Record<string, number> | undefined,
      body: retarget(sample.request.body as Record<string, unknown> | undefined),
    };
    expect(JSON.stringify(request)).toContain(String(ID_BEYOND_INT4));
    const send = () =>
      sendCall(matrix.portal.baseUrl, calls[call], request, matrix.tokens[sample.actor]);
    await expectRefused(sample, send, 400, ERROR_CODES.validation);
  });
});
