import {
  ADMIN_STAT_KEYS,
  type AdminStatCard,
  type AdminStatKey,
  isStaff,
  startOfDayUtc,
  startOfWeekUtc,
  TICKET_STATUS,
  TICKET_TYPE,
} from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import {
  averageReviewPoints,
  countTicketsByTypeAndStatus,
  countTicketsCreatedSince,
} from '../../repositories/stats/admin-stats-repository';
import { countUnassigned } from '../../repositories/ticket-list/ticket-unassigned-counts';
import { responseTimeTotals } from '../../repositories/tickets/ticket-waits-repository';
import type { ServiceDeps } from '../service-deps';
import { averageMillis, responseTimeFilter, responseTimeRange } from '../stats/staff-response-time';
import { visibilityViewer } from '../tickets/visibility-viewer';

/** Accounts the game directory reports online that are staff (power 2 or more). */
async function countStaffOnline(deps: ServiceDeps): Promise<number> {
  const accounts = await findAccountsByIds(deps.db, await deps.game.onlineAccountIds());
  return [...accounts.values()].filter((account) => isStaff(account)).length;
}

/** The average wait answered in the Response Time view's default period. */
async function averageFirstResponse(deps: ServiceDeps, now: number): Promise<number | null> {
  return averageMillis(
    await responseTimeTotals(deps.db, responseTimeFilter(responseTimeRange({}, now))),
  );
}

/**
 * GET /admin/stats: the dashboard cards. Every figure is a count over an index or a kept total
 * (unassigned counters, review totals, the answered-waits index), so it costs the same at a
 * million tickets. An average without data (no review, no answer in 30 days) is left out.
 */
export async function adminStats(
  deps: ServiceDeps,
  viewer: Viewer,
  now = Date.now(),
): Promise<AdminStatCard[]> {
  const today = startOfDayUtc(now);
  const groups = await deps.catalog.groups();
  const [byStatus, created, unassigned, reviews, waits, staffOnline] = await Promise.all([
    countTicketsByTypeAndStatus(deps.db),
    countTicketsCreatedSince(deps.db, new Date(today), new Date(startOfWeekUtc(now))),
    countUnassigned(deps.db, visibilityViewer(viewer, groups)),
    averageReviewPoints(deps.db),
    averageFirstResponse(deps, now),
    countStaffOnline(deps),
  ]);
  const count = (type: number, status: number) =>
    byStatus.find((row) => row.type === type && row.status === status)?.count ?? 0;
  const values: Record<AdminStatKey, number | null> = {
    openTickets: count(TICKET_TYPE.support, TICKET_STATUS.opened),
    closedTickets: count(TICKET_TYPE.support, TICKET_STATUS.closed),
    openReports: count(TICKET_TYPE.report, TICKET_STATUS.opened),
    closedReports: count(TICKET_TYPE.report, TICKET_STATUS.closed),
    unassignedTickets: unassigned.support,
    unassignedReports: unassigned.report,
    createdToday: created.today,
    createdThisWeek: created.week,
    averageFirstResponseMillis: waits,
    averageReviewPoints: reviews,
    staffOnline,
  };
  // The cards come in the contract's order.
  return ADMIN_STAT_KEYS.flatMap((key) => {
    const value = values[key];
    return value === null ? [] : [{ key, value }];
  });
}
