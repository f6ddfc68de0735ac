import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, as the browser needs it: method, path and flags, no schema (zod stays off
 * the first page). Paths are relative to `/api` and name their parameters `:like/:this`.
 * `download: true` marks calls that answer with a file instead of JSON, `image: true` calls that
 * answer with an image; for both the response is a Blob of the bytes.
 */
export interface CallRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly download?: true;
  readonly image?: true;
  /**
   * A creating call that accepts an `Idempotency-Key` (`idempotency.ts`): a repeat with the same
   * key and body answers as the first did and writes nothing. `'secret'`: the answer holds a secret
   * shown once, never stored, so a repeat is answered `token.secretShownOnce` instead.
   */
  readonly idempotent?: 'replay' | 'secret';
  /**
   * A POST that only reads (its filters travel in the body): counted as a read, like every GET
   * (the server's read quota).
   */
  readonly reads?: true;
  /** Answered without a session or access token (health, sign-in, the API's own description). */
  readonly public?: true;
}

/**
 * The schemas of one call, in `@portal/shared/contract/schemas` (`callSchemas(call)`): the server
 * parses path parameters, query and body with them and, outside production, checks its answer.
 * A body is always a `z.strictObject`: a field the call does not know is refused, never dropped.
 */
export interface CallSchemas {
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly response: z.ZodType;
}

declare const schemasOfCall: unique symbol;

/** A call with the types of its schemas: they type its input and answer at each use. */
export interface CallConfig<S extends CallSchemas = CallSchemas> extends CallRoute {
  /** Types only: never set, the schemas themselves are looked up by `callSchemas(call)`. */
  readonly [schemasOfCall]?: S;
}

export type Call = CallConfig;

/** The schemas' types of a call declared with `defineCalls`. */
export type SchemasOf<C extends CallConfig> = C extends CallConfig<infer S> ? S : never;

/**
 * Declares one area's calls, typed by the schemas of the same names (`typeof <area>Schemas`,
 * imported as a type only). Keeps the literal method and path of each call; that every call has
 * its schemas and every schema its call is checked where `callSchemas` gathers them.
 */
export function defineCalls<S extends Record<string, CallSchemas>>() {
  return <const R extends { readonly [K in keyof S]: CallRoute }>(
    routes: R,
  ): { readonly [K in keyof R]: R[K] & CallConfig<S[K & keyof S]> } => routes;
}

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a client passes to fill the path, e.g. `{ id: 12 }` for `/getTicket/:id`. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };
export type CallParams<C extends Pick<CallConfig, 'path'>> = PathParams<C['path']>;

/** The body a client sends (defaults may be left out). */
export type CallBody<C extends CallConfig> =
  SchemasOf<C> extends { body: z.ZodType } ? z.input<SchemasOf<C>['body']> : undefined;

/** The body once the server has parsed it (defaults filled in). */
export type CallParsedBody<C extends CallConfig> =
  SchemasOf<C> extends { body: z.ZodType } ? z.output<SchemasOf<C>['body']> : undefined;

/** Path parameters once the server has parsed them (ids are numbers). */
export type CallParsedParams<C extends CallConfig> =
  SchemasOf<C> extends { params: z.ZodType }
    ? z.output<SchemasOf<C>['params']>
    : Record<string, never>;

/** Query values as a client passes them and as the server reads them after parsing. */
export type CallQuery<C extends CallConfig> =
  SchemasOf<C> extends { query: z.ZodType } ? z.output<SchemasOf<C>['query']> : undefined;

export type CallResponse<C extends CallConfig> = z.output<SchemasOf<C>['response']>;

/** Fills the `:name` segments of a call's path, encoding each value. */
export function buildPath<C extends Pick<CallConfig, 'method' | 'path'>>(
  call: C,
  params: CallParams<C>,
): string {
  const values = params as Record<string, string | number>;
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter "${name}" for ${call.method} ${call.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A call that answers with a file (CSV, JSON or Markdown): its response schema is `fileResponseSchema`. */
export function downloadRoute<const R extends Omit<CallRoute, 'download'>>(
  route: R,
): R & { readonly download: true } {
  return { ...route, download: true };
}

/** A call that answers with an image: its response schema is `imageResponseSchema`. */
export function imageRoute<const R extends Omit<CallRoute, 'image'>>(
  route: R,
): R & { readonly image: true } {
  return { ...route, image: true };
}
