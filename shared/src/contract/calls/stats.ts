import { defineCalls } from '../define-call';
import type { statsSchemas } from '../schemas/calls/stats';

/** Who a Statistics figure is about: a staff member's `visualId`, or the tickets nobody took. */
export const UNASSIGNED = 'unassigned';

export const statsCalls = defineCalls<typeof statsSchemas>()({
  /** Game data of the hovered user (staff). */
  accountStats: { method: 'GET', path: '/stats/:visualId' },
  /** Earlier reports against the hovered user (staff). */
  accountReports: { method: 'GET', path: '/reports/:visualId' },
  lastMonthStats: { method: 'GET', path: '/getLastMonthStats' },
  /** The Statistics view's counts per staff member, type and status (supervisors). */
  lastMonthSummary: { method: 'GET', path: '/getLastMonthSummary' },
  /** The tickets behind one of those counts, newest first (supervisors). */
  lastMonthTickets: { method: 'GET', path: '/getLastMonthTickets' },
  staffStats: { method: 'POST', path: '/getStaffStats', reads: true },
  myReviews: { method: 'GET', path: '/myReviews' },
  staffResponseTime: { method: 'GET', path: '/staffResponseTime' },
});
