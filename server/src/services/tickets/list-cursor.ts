import type { TicketSort } from '@portal/shared/contract';
import { validationFailed } from '../../errors/app-error';
import type { SortValue } from '../../repositories/ticket-list-query';

interface CursorContent {
  sort: TicketSort;
  values: SortValue[];
}

/** Opaque to clients: the sort it belongs to and the last row's sort values. */
export function encodeListCursor(sort: TicketSort, values: SortValue[]): string {
  return Buffer.from(JSON.stringify({ sort, values } satisfies CursorContent)).toString(
    'base64url',
  );
}

export function decodeListCursor(cursor: string, sort: TicketSort, parts: number): SortValue[] {
  try {
    const content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorContent;
    const valid =
      content.sort === sort &&
      Array.isArray(content.values) &&
      content.values.length === parts &&
      content.values.every((value) => typeof value === 'number' && Number.isFinite(value));
    if (valid) return content.values;
  } catch {
    // fall through to the one error below
  }
  throw validationFailed('The cursor is not valid for this list; reload it from the start.', [
    { path: 'cursor', message: 'The cursor is not valid.' },
  ]);
}
