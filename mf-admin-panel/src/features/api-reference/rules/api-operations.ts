import type { CallResponse, calls } from '@portal/shared/contract';

export type ApiDescription = CallResponse<typeof calls.apiDescription>;

type JsonSchema = Record<string, unknown>;

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  area: string;
  public: boolean;
  parameters: ApiParameter[];
  body: JsonSchema | undefined;
  /** The success answer's media type and schema (JSON, a file or an image). */
  answer: { mediaType: string; schema: JsonSchema } | undefined;
  /** The statuses the call names for its refusals, besides its `default`. */
  errorStatuses: string[];
}

interface RawOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: ApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function firstContent(content: Record<string, { schema?: JsonSchema }> | undefined) {
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  return mediaType ? { mediaType, schema: media?.schema ?? {} } : undefined;
}

/** The document's operations, in the document's order (its areas, then each area's calls). */
export function apiOperations(document: ApiDescription): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) return [];
      return [
        {
          id: raw.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          summary: raw.summary ?? '',
          area: raw.tags?.[0] ?? '',
          public: Array.isArray(raw.security) && raw.security.length === 0,
          parameters: raw.parameters ?? [],
          body: firstContent(raw.requestBody?.content)?.schema,
          answer: firstContent(raw.responses?.['200']?.content),
          errorStatuses: Object.keys(raw.responses ?? {}).filter(
            (status) => status !== '200' && status !== 'default',
          ),
        },
      ];
    }),
  );
}

/** Whether an operation's name, address or summary holds the typed text (any case). */
export function operationMatches(operation: ApiOperation, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [operation.id, operation.path, operation.summary, operation.method].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}

/** The operations grouped by area, keeping the first-seen order of areas. */
export function byArea(operations: readonly ApiOperation[]): [string, ApiOperation[]][] {
  const areas = new Map<string, ApiOperation[]>();
  for (const operation of operations) {
    areas.set(operation.area, [...(areas.get(operation.area) ?? []), operation]);
  }
  return [...areas];
}
