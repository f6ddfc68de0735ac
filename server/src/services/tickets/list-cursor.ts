import { ERROR_CODES, MAX_ID, TICKET_SORTS, type TicketSort } from '@portal/shared/contract';
import { idSchema, timestampSchema } from '@portal/shared/contract/schemas';
import { z } from 'zod';
import { refuse } from '../../errors/app-error';
import type { SortValue } from '../../repositories/ticket-list/ticket-list-query';
import { cursorKinds, type SortValueKind } from '../../repositories/ticket-list/ticket-list-sorts';

type ValueSchema = z.ZodType<SortValue>;

/**
 * Each number of a cursor as strictly as the SQL it reaches takes it: a time a whole millisecond
 * between 1970 and 9999, an id and a weight within PostgreSQL's `integer`. The rank is only compared
 * in code (a rank past the last lists nothing).
 */
const CURSOR_VALUES: Record<SortValueKind, ValueSchema> = {
  rank: z.int().nonnegative(),
  weight: z
    .int()
    .min(-MAX_ID - 1)
    .max(MAX_ID),
  time: timestampSchema,
  id: idSchema,
};

function contentSchema(sort: TicketSort) {
  // Every sort ends in the ticket id, so there is always a first value.
  const values = cursorKinds(sort).map((kind) => CURSOR_VALUES[kind]) as [
    ValueSchema,
    ...ValueSchema[],
  ];
  return z.strictObject({ sort: z.literal(sort), values: z.tuple(values) });
}

const CONTENT_SCHEMAS = Object.fromEntries(
  TICKET_SORTS.map((sort) => [sort, contentSchema(sort)]),
) as Record<TicketSort, ReturnType<typeof contentSchema>>;

function readJson(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Opaque to clients: the sort it belongs to and the last row's sort values. */
export function encodeListCursor(sort: TicketSort, values: SortValue[]): string {
  return Buffer.from(JSON.stringify({ sort, values })).toString('base64url');
}

export function decodeListCursor(cursor: string, sort: TicketSort): SortValue[] {
  const content = CONTENT_SCHEMAS[sort].safeParse(readJson(cursor));
  if (content.success) return content.data.values;
  throw refuse({ code: ERROR_CODES.listCursorInvalid, path: 'cursor' });
}
