import type { Executor } from './executor';
import { isGroupAdminOf, isOwnTicket, type VisibilityViewer } from './ticket-visibility-sql';

export interface UnassignedCounts {
  support: number;
  report: number;
}

/**
 * Tab badges: opened, unassigned tickets the viewer may see. Groups the viewer administers (all of
 * them for super-admins) come from the trigger-kept counters; the rest are the viewer's own
 * tickets, a handful read through their indexes. Nothing here scans the tickets table.
 */
export async function countUnassigned(
  db: Executor,
  viewer: VisibilityViewer,
): Promise<UnassignedCounts> {
  const counts: UnassignedCounts = { support: 0, report: 0 };
  const add = (type: number, count: number) => {
    if (type === 1) counts.report += count;
    else counts.support += count;
  };
  const hasRoles = viewer.roles.length > 0;
  if (viewer.isSuperAdmin || hasRoles) {
    const counters = await db
      .selectFrom('ticket_unassigned_counts as counts')
      .select(['counts.type', 'counts.count'])
      .$if(!viewer.isSuperAdmin, (query) =>
        query.where('counts.group_key', 'in', (eb) =>
          eb
            .selectFrom('group_admin_roles as gar')
            .select('gar.group_key')
            .where('gar.role_key', 'in', [...viewer.roles]),
        ),
      )
      .execute();
    for (const row of counters) add(row.type, row.count);
  }
  if (viewer.isSuperAdmin) return counts;
  const own = await db
    .selectFrom('tickets')
    .select((eb) => ['tickets.type', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .where('tickets.status', '=', 0)
    .where('tickets.is_assigned', '=', false)
    .where((eb) => isOwnTicket(eb, viewer.id))
    .$if(hasRoles, (query) => query.where((eb) => eb.not(isGroupAdminOf(eb, viewer))))
    .groupBy('tickets.type')
    .execute();
  for (const row of own) add(row.type, row.count);
  return counts;
}
