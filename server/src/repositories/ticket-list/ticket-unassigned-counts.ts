import { sql } from 'kysely';
import type { Executor } from '../executor';
import { isGroupAdminOf, isOwnTicket, type VisibilityViewer } from './ticket-visibility-sql';

export interface UnassignedCounts {
  support: number;
  report: number;
}

/**
 * Tab badges: opened, unassigned tickets the viewer may see, in one statement. Groups the viewer
 * administers (all of them for super-admins) come from the trigger-kept counters; the rest are the
 * viewer's own tickets, a handful read through their indexes. Nothing here scans the tickets table.
 * Written as SQL text: every first page of a list sends it, and building it with the query
 * builder cost more CPU than PostgreSQL spends running it.
 */
export async function countUnassigned(
  db: Executor,
  viewer: VisibilityViewer,
): Promise<UnassignedCounts> {
  const adminsSome = viewer.isSuperAdmin || viewer.adminGroups.length > 0;
  const counters = sql`select counts.type, counts.count from ticket_unassigned_counts as counts
    ${viewer.isSuperAdmin ? sql`` : sql`where counts.group_key in (${sql.join(viewer.adminGroups)})`}`;
  const own = sql`select tickets.type, count(*)::integer as count from tickets
    where tickets.status = 0 and not tickets.is_assigned
      and ${isOwnTicket(viewer.id)} and not ${isGroupAdminOf(viewer)}
    group by tickets.type`;
  const query = viewer.isSuperAdmin
    ? counters
    : adminsSome
      ? sql`${counters} union all ${own}`
      : own;
  const counts: UnassignedCounts = { support: 0, report: 0 };
  const { rows } = await sql<{ type: number; count: number }>`${query}`.execute(db);
  for (const row of rows) {
    if (row.type === 1) counts.report += row.count;
    else counts.support += row.count;
  }
  return counts;
}
