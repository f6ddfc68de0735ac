import { createHash } from 'node:crypto';
import { type CallConfig, ERROR_CODES, IDEMPOTENCY_HEADER } from '@portal/shared/contract';
import { idempotencyKeySchema } from '@portal/shared/contract/schemas';
import type { Request } from 'express';
import { refuse } from '../errors/app-error';

/** The request's `Idempotency-Key`, checked (400 `idempotency.keyInvalid`); undefined without one. */
export function readIdempotencyKey(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) {
    throw refuse({ code: ERROR_CODES.idempotencyKeyInvalid, path: IDEMPOTENCY_HEADER });
  }
  return parsed.data;
}

/** JSON with object keys sorted, so the same input always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests "the same": the call and its input as the contract parsed it (defaults
 * filled in), so a retry that leaves a default out or orders its keys differently still matches.
 */
export function requestHash(call: CallConfig, input: unknown): string {
  return createHash('sha256')
    .update(`${call.method} ${call.path}\n${canonicalJson(input)}`)
    .digest('base64url');
}
