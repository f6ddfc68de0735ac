import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Every table a ticket, comment, assignment or review call may write to. */
const WRITABLE_TABLES = [
  'tickets',
  'comments',
  'comment_history',
  'ticket_assignees',
  'ticket_role_assignees',
  'report_partners',
  'reviews',
  'ai_responses',
] as const;

export type Footprint = Record<string, unknown>;

/**
 * Row counts of every writable table plus the state of one ticket and of its comments: equal
 * footprints before and after a refused request show it wrote nothing.
 */
export async function footprint(db: Kysely<Database>, ticketId?: number): Promise<Footprint> {
  const counts: Footprint = {};
  for (const table of WRITABLE_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  if (ticketId === undefined) return counts;
  const ticket = await db
    .selectFrom('tickets')
    .select([
      'status',
      'comments_count',
      'last_comment_at',
      'is_assigned',
      'reviewed',
      'resolution',
    ])
    .where('id', '=', ticketId)
    .executeTakeFirst();
  const comments = await db
    .selectFrom('comments')
    .select(['id', 'message', 'edited', 'staff_only'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
  return { ...counts, ticket, comments };
}
