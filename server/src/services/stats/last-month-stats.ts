import type { LastMonthTicket } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { listTicketsCreatedSince } from '../../repositories/stats/stats-repository';
import type { ServiceDeps } from '../service-deps';
import { administeredGroupKeys } from './administered-groups';
import { lastMonthStart, presentLastMonthTickets } from './last-month';
import { assertCanSeeStatistics } from './statistics-access';

/**
 * GET /getLastMonthStats (SPEC §7): every ticket of the last 30 days with its type and
 * assignees, for supervisors and admins (API clients; the Statistics view reads the summary).
 */
export async function lastMonthStats(
  deps: ServiceDeps,
  viewer: Viewer,
): Promise<LastMonthTicket[]> {
  assertCanSeeStatistics(viewer);
  const [tickets, administered] = await Promise.all([
    listTicketsCreatedSince(deps.db, lastMonthStart()),
    administeredGroupKeys(deps, viewer),
  ]);
  return presentLastMonthTickets(deps, tickets, administered);
}
