import { TICKET_STATUS } from '@portal/shared/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../executor';
import { isGroupAdminOf, isOwnTicket, type VisibilityViewer } from './ticket-visibility-sql';

export interface UnassignedCounts {
  support: number;
  report: number;
}

/** `[ticket type, count]` pairs, several per type (the counters' groups, the viewer's own). */
export type UnassignedCountsJson = [number, number][];

/**
 * Tab badges: opened, unassigned tickets the viewer may see, as one JSON array of `[type, count]`
 * pairs (a statement of its own, `countUnassigned`, or a column of the list's page). Groups the
 * viewer administers (all of them for super-admins) come from the trigger-kept counters; the rest
 * are the viewer's own open tickets, a handful read through their indexes. Nothing here scans the
 * tickets table. Written as SQL text: every first page of a list sends it, and building it with
 * the query builder cost more CPU than PostgreSQL spends running it.
 */
export function unassignedCountsColumn(viewer: VisibilityViewer): RawBuilder<UnassignedCountsJson> {
  const adminsSome = viewer.isSuperAdmin || viewer.adminGroups.length > 0;
  const counters = sql`select counts.type, counts.count from ticket_unassigned_counts as counts
    ${viewer.isSuperAdmin ? sql`` : sql`where counts.group_key in (${sql.join(viewer.adminGroups)})`}`;
  const own = sql`select tickets.type, count(*)::integer as count from tickets
    where tickets.status = 0 and not tickets.is_assigned
      and ${isOwnTicket(viewer.id, TICKET_STATUS.opened)} and not ${isGroupAdminOf(viewer)}
    group by tickets.type`;
  const query = viewer.isSuperAdmin
    ? counters
    : adminsSome
      ? sql`${counters} union all ${own}`
      : own;
  return sql<UnassignedCountsJson>`(select coalesce(json_agg(json_build_array(badges.type, badges.count)), '[]')
    from (${query}) as badges)`;
}

/** The badges from the pairs of `unassignedCountsColumn`. */
export function readUnassignedCounts(pairs: UnassignedCountsJson): UnassignedCounts {
  const counts: UnassignedCounts = { support: 0, report: 0 };
  for (const [type, count] of pairs) {
    if (type === 1) counts.report += count;
    else counts.support += count;
  }
  return counts;
}

/** The tab badges in a statement of their own (the statistics' page, a list with no branch). */
export async function countUnassigned(
  db: Executor,
  viewer: VisibilityViewer,
): Promise<UnassignedCounts> {
  const { rows } = await sql<{
    pairs: UnassignedCountsJson;
  }>`select ${unassignedCountsColumn(viewer)} as pairs`.execute(db);
  return readUnassignedCounts(rows[0]?.pairs ?? []);
}
