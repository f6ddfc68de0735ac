import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API. Paths are relative to `/api` and name their parameters `:like/:this`.
 * `download: true` marks calls that answer with a file instead of JSON, `image: true` calls that
 * answer with an image; for both `response` is a Blob of the bytes.
 */
export interface CallConfig {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  /** Always a `z.strictObject`: a field the call does not know is refused, never silently dropped. */
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly response: z.ZodType;
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

export type Call = CallConfig;

/** Keeps the literal types of a call so its path, body and response stay typed at each use. */
export function defineCall<const C extends CallConfig>(config: C): C {
  return config;
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
export type CallBody<C extends CallConfig> = C extends { body: z.ZodType }
  ? z.input<C['body']>
  : undefined;

/** The body once the server has parsed it (defaults filled in). */
export type CallParsedBody<C extends CallConfig> = C extends { body: z.ZodType }
  ? z.output<C['body']>
  : undefined;

/** Path parameters once the server has parsed them (ids are numbers). */
export type CallParsedParams<C extends CallConfig> = C extends { params: z.ZodType }
  ? z.output<C['params']>
  : Record<string, never>;

/** Query values as a client passes them and as the server reads them after parsing. */
export type CallQuery<C extends CallConfig> = C extends { query: z.ZodType }
  ? z.output<C['query']>
  : undefined;

export type CallResponse<C extends CallConfig> = z.output<C['response']>;

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

/**
 * A downloaded file's bytes (CSV, JSON or Markdown), typed by the server's Content-Type; the
 * client saves it, never parses it, and never holds it as one string.
 */
export const fileResponseSchema = z.instanceof(Blob);

/** A call that answers with a file. */
export function defineDownload<const C extends Omit<CallConfig, 'response' | 'download'>>(
  config: C,
): C & { readonly response: typeof fileResponseSchema; readonly download: true } {
  return { ...config, response: fileResponseSchema, download: true };
}

/** An image's bytes, as the browser reads them; it shows them through an object URL. */
export const imageResponseSchema = z.instanceof(Blob);

/** A call that answers with an image. */
export function defineImage<const C extends Omit<CallConfig, 'response' | 'image'>>(
  config: C,
): C & { readonly response: typeof imageResponseSchema; readonly image: true } {
  return { ...config, response: imageResponseSchema, image: true };
}
