import {
  type CallConfig,
  callAreas,
  ERROR_CODES,
  ERROR_TEXTS,
  type ErrorCode,
  errorStatus,
  IDEMPOTENCY_HEADER,
} from '@portal/shared/contract';
import { callSchemas, idempotencyKeySchema } from '@portal/shared/contract/schemas';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

type OpenApiDocument = ReturnType<typeof createDocument>;

/** `/user/power/:id` as OpenAPI writes it: `/user/power/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** What a download answers with, read off its address (`/tickets/csv`, `…/export-md`). */
function downloadMediaType(path: string): string {
  if (path.endsWith('csv')) return 'text/csv';
  if (path.endsWith('md')) return 'text/markdown';
  return 'application/json';
}

const imageMediaTypes = ['image/png', 'image/jpeg', 'image/gif'];

function successContent(call: CallConfig) {
  if (call.image) {
    return Object.fromEntries(
      imageMediaTypes.map((type) => [
        type,
        { schema: { type: 'string' as const, contentMediaType: type } },
      ]),
    );
  }
  if (call.download) {
    const type = downloadMediaType(call.path);
    return { [type]: { schema: { type: 'string' as const, contentMediaType: type } } };
  }
  return { 'application/json': { schema: callSchemas(call).response } };
}

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

function responses(call: CallConfig): ZodOpenApiResponsesObject {
  const { params, query, body } = callSchemas(call);
  const takesInput = Boolean(params || query || body);
  return {
    200: { description: 'Done.', content: successContent(call) },
    ...(takesInput ? { 400: errorRef('Invalid') } : {}),
    ...(call.public ? {} : { 401: errorRef('Unauthorized') }),
    429: errorRef('TooManyRequests'),
    default: errorRef('Refused'),
  };
}

/** "listTickets" → "List tickets": the operation's one-line summary. */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function operation(name: string, area: string, call: CallConfig): ZodOpenApiOperationObject {
  const { params, query, body } = callSchemas(call);
  return {
    operationId: name,
    summary: summaryOf(name),
    tags: [area],
    ...(call.public ? { security: [] } : {}),
    requestParams: {
      ...(params ? { path: params as z.ZodObject } : {}),
      ...(query ? { query: query as z.ZodObject } : {}),
      ...(call.idempotent
        ? { header: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() }) }
        : {}),
    },
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses: responses(call),
  };
}

/** Every catalogue code with its status and English text, as a Markdown table. */
function codeTable(codes: readonly ErrorCode[]): string {
  const rows = codes.map(
    (code) =>
      `| \`${code}\` | ${errorStatus(code)} | ${ERROR_TEXTS.en[code].replaceAll('|', '\\|')} |`,
  );
  return ['| code | status | text |', '| --- | --- | --- |', ...rows].join('\n');
}

const allCodes = Object.values(ERROR_CODES);

function errorResponse(summary: string, codes: readonly ErrorCode[]) {
  return {
    description: `${summary}\n\n${codeTable(codes)}`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
}

const errorBody = z
  .object({
    error: z.string().meta({ description: 'The refusal in the language of the request.' }),
    code: z.string().meta({ description: 'A stable id from the error catalogue.' }),
    params: z
      .record(
        z.string(),
        z.union([z.string(), z.number(), z.object({ es: z.string(), en: z.string() })]),
      )
      .optional()
      .meta({ description: "The values the code's text interpolates." }),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'One entry per field that broke a rule (`path` joined with dots).' }),
  })
  .meta({ id: 'ApiError' });

/**
 * The API described in OpenAPI 3.1: every call of the contract (`callAreas`), its parameters,
 * body and answer as its zod schemas say, and the error catalogue. Built at build time
 * (`npm run build` writes `dist/openapi.json`) and served at `GET /api/openapi.json`.
 */
export function openApiDocument(version: string): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const [area, areaCalls] of Object.entries(callAreas)) {
    for (const [name, call] of Object.entries(areaCalls) as [string, CallConfig][]) {
      const path = openApiPath(call.path);
      paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(name, area, call) };
    }
  }
  const withStatus = (status: number) => allCodes.filter((code) => errorStatus(code) === status);
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'Tickets Portal API',
      version,
      description:
        'Support tickets and player reports. Every call answers JSON unless it says otherwise; ' +
        'refusals answer an `ApiError` in the language of `Accept-Language` (Spanish or English).',
    },
    servers: [{ url: '/api' }],
    security: [{ session: [] }, { accessToken: [] }],
    tags: Object.keys(callAreas).map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: errorBody },
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The token a sign-in answers (`/auth/login`, `/tokenFrame`, single sign-on).',
        },
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An access token (`tp_…`) an administrator created in the admin panel; it answers only the endpoints and permissions it was given.',
        },
      },
      responses: {
        Invalid: errorResponse('What was sent breaks a rule of the call.', withStatus(400)),
        Unauthorized: errorResponse('No valid session or access token.', withStatus(401)),
        TooManyRequests: errorResponse(
          'Too many calls; the `Retry-After` header says when to try again.',
          withStatus(429),
        ),
        Refused: errorResponse('Any refusal; its status follows from its code.', allCodes),
      },
    },
  };
  return createDocument(document);
}
