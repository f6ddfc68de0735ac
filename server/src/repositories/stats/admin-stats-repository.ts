import { sql } from 'kysely';
import type { Executor } from '../executor';

interface TicketCountRow {
  type: number;
  status: number;
  count: number;
}

/** Tickets per tab and status: the trigger-kept counters per group (0025) added up. */
export function countTicketsByTypeAndStatus(db: Executor): Promise<TicketCountRow[]> {
  return db
    .selectFrom('ticket_counts')
    .select(['type', 'status', sql<number>`sum(count)::int`.as('count')])
    .groupBy(['type', 'status'])
    .execute();
}

/**
 * Tickets of both tabs created since the start of today and of the week (which is never later):
 * one index-only range of `tickets_created_at_idx` (0016) from the week's start on.
 */
export async function countTicketsCreatedSince(
  db: Executor,
  today: Date,
  weekStart: Date,
): Promise<{ today: number; week: number }> {
  const { rows } = await sql<{ today: number; week: number }>`
    select count(*) filter (where created_at >= ${today})::int as today,
           count(*)::int as week
    from tickets
    where created_at >= ${weekStart}`.execute(db);
  return rows[0] ?? { today: 0, week: 0 };
}

/** Stars per review over every staff member's totals (one row per staff member, 0015). */
export async function averageReviewPoints(db: Executor): Promise<number | null> {
  const { rows } = await sql<{ average: number | null }>`
    select sum(points)::float8 / nullif(sum(reviews), 0) as average
    from staff_review_totals`.execute(db);
  return rows[0]?.average ?? null;
}
