import {
  type CallConfig,
  type CallParsedBody,
  type CallParsedParams,
  type CallQuery,
  type CallResponse,
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
  const first = details[0];
  const message = first ? first.message : `The request ${part} is not valid.`;
  throw validationFailed(message, details);
}

/** Parses path parameters, body and query with the call's contract schemas (400 on failure). */
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
