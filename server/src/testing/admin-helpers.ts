import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createSupportTicket } from './api-helpers';
import type { TestPortal } from './test-portal';

/** A day long past (UTC) that only a test's own tickets are moved into. */
export const TEST_DAY = Date.UTC(2020, 0, 15);
const MINUTE_MS = 60_000;

/**
 * `count` support tickets titled `<prefix> 00`, `<prefix> 01`…, created on TEST_DAY one minute
 * apart (the first at 00:00:00.000 UTC), last commented in the opposite order; ids in creation order.
 */
export async function createTicketsOnTestDay(
  portal: TestPortal,
  db: Kysely<Database>,
  token: string,
  prefix: string,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const title = `${prefix} ${String(index).padStart(2, '0')}`;
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
