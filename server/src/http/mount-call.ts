import {
  type CallConfig,
  type CallParsedBody,
  type CallParsedParams,
  type CallQuery,
  type CallResponse,
  contractRuleCode,
  detailsFromIssues,
  ERROR_CODES,
  tokenGrants,
} from '@portal/shared/contract';
import { callSchemas } from '@portal/shared/contract/schemas';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { refuse, validationFailed } from '../errors/app-error';
import { readIdempotencyKey, requestHash } from './idempotency-key';
import { idempotentAnswer } from './idempotent-answer';
import { requireViewer } from './request-context';

export interface CallInput<C extends CallConfig> {
  params: CallParsedParams<C>;
  body: CallParsedBody<C>;
  query: CallQuery<C>;
}

export type CallHandler<C extends CallConfig> = (
  input: CallInput<C>,
  req: Request,
  res: Response,
) => Promise<CallResponse<C>>;

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const details = detailsFromIssues(parsed.error.issues);
  const first = parsed.error.issues[0];
  const message = first ? first.message : `The request ${part} is not valid.`;
  throw validationFailed(message, details, first && contractRuleCode(first));
}

/**
 * Parses path parameters, body and query with the call's contract schemas (400 on failure, coded
 * with the first problem's contract rule when it has one, `validation` otherwise).
 */
function validate(call: CallConfig): RequestHandler {
  const schemas = callSchemas(call);
  return (req, res, next) => {
    const input = {
      params: parsePart(schemas.params, req.params, 'address') ?? {},
      body: parsePart(schemas.body, req.body, 'body'),
      query: parsePart(schemas.query, req.query, 'query'),
    };
    res.locals.callInput = input;
    next();
  };
}

/**
 * A request made with an access token reaches only the calls the token was granted, with a method
 * its permissions cover (SPEC §6): checked first, before any other rule or the body.
 */
function grantedToToken(call: CallConfig): RequestHandler {
  return (req, _res, next) => {
    const viewer = req.viewer;
    if (viewer && 'accessToken' in viewer && !tokenGrants(viewer.accessToken, call)) {
      throw refuse({ code: ERROR_CODES.tokenNotGranted });
    }
    next();
  };
}

/** What runs before every call's handler: token scope → before (rate limit, role) → validate. */
export function callChain(call: CallConfig, before: RequestHandler[] = []): RequestHandler[] {
  return [grantedToToken(call), ...before, validate(call)];
}

export interface MountOptions {
  /** Middlewares that run before validation: rate limits, authentication. */
  before?: RequestHandler[];
  /** Checks every response against the contract (outside production, to catch drift early). */
  checkResponses: boolean;
  /** Where the `Idempotency-Key`s of creating calls (`call.idempotent`) are kept. */
  idempotencyStore?: Kysely<Database>;
}

/**
 * Registers one contract call: its method and path come from the contract, never retyped here.
 * Chain: `callChain` → handler → JSON response. A creating call (`call.idempotent`) sent with an
 * `Idempotency-Key` is served through `idempotent-answer.ts`.
 */
export function mountCall<C extends CallConfig>(
  router: Router,
  call: C,
  options: MountOptions,
  handler: CallHandler<C>,
): void {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const store = options.idempotencyStore;
  if (call.idempotent && !store) {
    throw new Error(`${call.method} ${call.path} is idempotent: mount it with idempotencyStore`);
  }
  const { response } = callSchemas(call);
  router[method](call.path, ...callChain(call, options.before), async (req, res) => {
    const input = res.locals.callInput as CallInput<C>;
    const answer = async () => {
      const result = await handler(input, req, res);
      if (options.checkResponses) {
        const checked = response.safeParse(result);
        if (!checked.success) {
          throw new Error(
            `Response of ${call.method} ${call.path} breaks the contract: ${checked.error.message}`,
          );
        }
      }
      return result;
    };
    const key = call.idempotent && store ? readIdempotencyKey(req) : undefined;
    if (key === undefined || !store) {
      res.json(await answer());
      return;
    }
    const claim = { accountId: requireViewer(req).id, key, requestHash: requestHash(call, input) };
    const log = req.log as Logger | undefined;
    const sent = await idempotentAnswer({ db: store, log }, call, claim, answer);
    if (sent.replayed) res.set('Idempotent-Replayed', 'true');
    res.status(sent.status).json(sent.body);
  });
}

export interface ImageAnswer {
  contentType: string;
  bytes: Buffer;
}

/**
 * Registers a contract call that answers with an image (`defineImage`) instead of JSON. The
 * answer depends on who asks, so only the viewer's own browser keeps it, for `maxAgeSeconds`.
 * The front end fetches it with the session's bearer header and shows a `blob:` address (an
 * `<img src>` cannot send the header); a signed short-lived URL would have put a credential in
 * addresses that reach logs and history.
 */
export function mountImageCall<C extends CallConfig & { method: 'GET'; image: true }>(
  router: Router,
  call: C,
  options: Pick<MountOptions, 'before'> & { maxAgeSeconds: number },
  handler: (input: CallInput<C>, req: Request) => Promise<ImageAnswer>,
): void {
  router.get(call.path, ...callChain(call, options.before), async (req, res) => {
    const image = await handler(res.locals.callInput as CallInput<C>, req);
    res.set({
      'Cache-Control': `private, max-age=${options.maxAgeSeconds}`,
      Vary: 'Authorization',
    });
    res.type(image.contentType).send(image.bytes);
  });
}
