import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createSupportTicket } from './api-helpers';
import type { TestPortal } from './test-portal';

/** A day long past (UTC) that only a test's own tickets are moved into. */
export const TEST_DAY = Date.UTC(2020, 0, 15);
const MINUTE_MS = 60_000;

/** `<prefix> 00`, `<prefix> 01`… */
export function numberedTitles(prefix: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_value, index) => `${prefix} ${String(index).padStart(2, '0')}`,
  );
}

/**
 * Support tickets with these titles, created on TEST_DAY one minute apart (the first at
 * 00:00:00.000 UTC), last commented in the opposite order; ids in creation order.
 */
export async function createTicketsOnTestDay(
  portal: TestPortal,
  db: Kysely<Database>,
  token: string,
  titles: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  const count = titles.length;
  for (const [index, title] of titles.entries()) {
    const id = await createSupportTicket(portal, token, { title });
    await db
      .updateTable('tickets')
      .set({
        created_at: new Date(TEST_DAY + index * MINUTE_MS),
        last_comment_at: new Date(TEST_DAY + (count - index) * MINUTE_MS),
      })
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}
