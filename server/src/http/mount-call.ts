import {
  type CallConfig,
  type CallParsedBody,
  type CallParsedParams,
  type CallQuery,
  type CallResponse,
  contractRuleCode,
  detailsFromIssues,
} from '@portal/shared/contract';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { validationFailed } from '../errors/app-error';

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
export function validate<C extends CallConfig>(call: C): RequestHandler {
  return (req, res, next) => {
    const input = {
      params: parsePart(call.params, req.params, 'address') ?? {},
      body: parsePart(call.body, req.body, 'body'),
      query: parsePart(call.query, req.query, 'query'),
    };
    res.locals.callInput = input;
    next();
  };
}

export interface MountOptions {
  /** Middlewares that run before validation: rate limits, authentication. */
  before?: RequestHandler[];
  /** Checks every response against the contract (on outside production to catch drift early). */
  checkResponses: boolean;
}

/**
 * Registers one contract call: its method and path come from the contract, never retyped here.
 * Chain: before (rate limit, auth) → validate → handler → JSON response.
 */
export function mountCall<C extends CallConfig>(
  router: Router,
  call: C,
  options: MountOptions,
  handler: CallHandler<C>,
): void {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](call.path, ...(options.before ?? []), validate(call), async (req, res) => {
    const result = await handler(res.locals.callInput as CallInput<C>, req, res);
    if (options.checkResponses) {
      const checked = call.response.safeParse(result);
      if (!checked.success) {
        throw new Error(
          `Response of ${call.method} ${call.path} breaks the contract: ${checked.error.message}`,
        );
      }
    }
    res.json(result);
  });
}

export interface ImageAnswer {
  contentType: string;
  bytes: Buffer;
}

/**
 * Registers a contract call that answers with an image (`defineImage`) instead of JSON. The
 * answer depends on who asks, so only the viewer's own browser keeps it, for `maxAgeSeconds`.
 */
export function mountImageCall<C extends CallConfig & { method: 'GET'; image: true }>(
  router: Router,
  call: C,
  options: Pick<MountOptions, 'before'> & { maxAgeSeconds: number },
  handler: (input: CallInput<C>, req: Request) => Promise<ImageAnswer>,
): void {
  router.get(call.path, ...(options.before ?? []), validate(call), async (req, res) => {
    const image = await handler(res.locals.callInput as CallInput<C>, req);
    res.set({
      'Cache-Control': `private, max-age=${options.maxAgeSeconds}`,
      Vary: 'Authorization',
    });
    res.type(image.contentType).send(image.bytes);
  });
}
