import { type CallName, calls } from '@portal/shared/contract';
import { isStorableText } from '@portal/shared/contract/schemas';
import fc from 'fast-check';
import type { AccountActor } from '../testing/matrix-actors';
import { type MatrixPortal, startMatrixPortal, stopMatrixPortal } from '../testing/matrix-portal';
import { sendCall, sendRawJson } from '../testing/send-call';
import { buildCallSamples, type CallSample, takesBody } from './authorization-matrix/call-samples';
import { TICKET_CALLS } from './authorization-matrix/matrix-table';

/** Enough to shake every call while the whole cross-cutting suite stays well under a minute. */
const RUNS_PER_CALL = 60;
const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);

let matrix: MatrixPortal;
let samples: Map<CallName, CallSample>;

beforeAll(async () => {
  matrix = await startMatrixPortal();
  samples = await buildCallSamples(matrix);
});

afterAll(() => stopMatrixPortal(matrix));

/** Id-like numbers: small ones that may exist, and any safe integer up to far past the database range. */
const idLike = fc.oneof(fc.integer({ min: -5, max: 2 ** 31 - 1 }), fc.maxSafeInteger());

/**
 * Any text, often with what PostgreSQL cannot store in it: NUL and lone surrogates (which JSON
 * carries as \u0000 and \ud800 escapes).
 */
const anyText = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      fc.constantFrom('\u0000', '\ud800', '\udfff'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    maxLength,
  });

/** Any JSON value. */
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  anyText(40),
  fc.boolean(),
  fc.constant(null),
  idLike,
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), idLike), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 10 }), idLike), {
    maxKeys: 3,
  }),
);

type JsonPath = (string | number)[];

/** Where the texts of a JSON value are. */
function textPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    textPaths(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** The valid body with one of its texts, at any depth, replaced by any text. */
function retextedBody(valid: unknown): fc.Arbitrary<unknown> {
  const paths = textPaths(valid);
  if (paths.length === 0) return fc.constant(valid);
  return fc.record({ path: fc.constantFrom(...paths), text: anyText(40) }).map(({ path, text }) => {
    const body = JSON.parse(JSON.stringify(valid)) as Record<string | number, unknown>;
    let holder = body;
    for (const key of path.slice(0, -1)) holder = holder[key] as typeof holder;
    holder[path.at(-1) ?? ''] = text;
    return body;
  });
}

/** Every text anywhere in a JSON value, keys included. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...textsIn(item)]);
  }
  return [];
}

/** The valid body with some fields replaced, removed or joined by strangers. */
function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const replacements = fc.dictionary(
    keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 }),
    jsonish,
    { maxKeys: Math.max(keys.length, 1) },
  );
  return fc
    .record({
      replaced: replacements,
      removed: fc.subarray(keys),
      extra: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), jsonish, { maxKeys: 2 })),
    })
    .map(({ replaced, removed, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replaced, ...(extra ?? {}) };
      for (const key of removed) delete body[key];
      return body;
    });
}

const ACTORS_TRIED: AccountActor[] = ['creator', 'otherPlayer', 'groupAdmin', 'superAdmin'];

describe.each(TICKET_CALLS)('random requests to %s', (call) => {
  test('when bodies and addresses are random or contract-shaped mutations, then the answer is never a 5xx, nor a 2xx to text the database cannot store', async () => {
    const sample = samples.get(call);
    if (!sample) throw new Error(`No sample for ${call}`);
    const validBody = (sample.request.body ?? {}) as Record<string, unknown>;
    const paramNames = Object.keys(sample.request.params ?? {});
    const request = fc.record({
      actor: fc.constantFrom(sample.actor, ...ACTORS_TRIED),
      body: fc.oneof(
        mutatedBody(validBody),
        { arbitrary: retextedBody(validBody), weight: 2 },
        jsonish,
        fc.jsonValue({ maxDepth: 3 }),
      ),
      param: fc.oneof(
        fc.constant(String(Object.values(sample.request.params ?? {})[0] ?? 1)),
        idLike.map(String),
        fc.string({ maxLength: 12 }).filter((text) => !text.includes('/') && !text.includes('%')),
      ),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ actor, body, param }) => {
        const params = Object.fromEntries(paramNames.map((name) => [name, param]));
        const token = matrix.tokens[actor];
        // Sent as JSON text: a body may be any JSON value, which supertest will not serialise.
        const response = takesBody(call)
          ? await sendRawJson(
              matrix.portal.baseUrl,
              calls[call],
              params,
              JSON.stringify(body),
              token,
            )
          : await sendCall(matrix.portal.baseUrl, calls[call], { params }, token);
        if (response.status >= 500) {
          throw new Error(`${response.status} for ${JSON.stringify({ params, body })}`);
        }
        if (response.status < 300 && takesBody(call) && !textsIn(body).every(isStorableText)) {
          throw new Error(`${response.status} to unstorable text in ${JSON.stringify(body)}`);
        }
      }),
      { numRuns: RUNS_PER_CALL, seed: SEED },
    );
  });
});
