import type { Executor } from './executor';
import { isGroupAdminOf, isOwnTicket, type VisibilityViewer } from './ticket-visibility-sql';

export interface UnassignedCounts {
  support: number;
  report: number;
}

/**
 * Tab badges: opened, unassigned tickets the viewer may see, in one statement. Groups the viewer
 * administers (all of them for super-admins) come from the trigger-kept counters; the rest are the
 * viewer's own tickets, a handful read through their indexes. Nothing here scans the tickets table.
 */
export async function countUnassigned(
  db: Executor,
  viewer: VisibilityViewer,
): Promise<UnassignedCounts> {
  const adminsSome = viewer.isSuperAdmin || viewer.adminGroups.length > 0;
  const counters = db
    .selectFrom('ticket_unassigned_counts as counts')
    .select(['counts.type', 'counts.count'])
    .$if(!viewer.isSuperAdmin, (query) =>
      query.where('counts.group_key', 'in', [...viewer.adminGroups]),
    );
  const own = db
    .selectFrom('tickets')
    .select((eb) => ['tickets.type', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .where('tickets.status', '=', 0)
    .where('tickets.is_assigned', '=', false)
    .where((eb) => isOwnTicket(eb, viewer.id))
    .where((eb) => eb.not(isGroupAdminOf(eb, viewer)))
    .groupBy('tickets.type');
  const query = viewer.isSuperAdmin ? counters : adminsSome ? counters.unionAll(own) : own;
  const counts: UnassignedCounts = { support: 0, report: 0 };
  for (const row of await query.execute()) {
    if (row.type === 1) counts.report += row.count;
    else counts.support += row.count;
  }
  return counts;
}
