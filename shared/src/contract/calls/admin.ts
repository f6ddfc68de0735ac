import { defineCalls, downloadRoute } from '../define-call';
import type { adminSchemas } from '../schemas/calls/admin';

export const STAFF_PERFORMANCE_SORTS = [
  'date',
  'staffName',
  'reportsCount',
  'supportCount',
] as const;

export const adminCalls = defineCalls<typeof adminSchemas>()({
  adminStats: { method: 'GET', path: '/admin/stats' },
  staffPerformance: { method: 'POST', path: '/staff/performance', reads: true },
  staffPerformanceCsv: downloadRoute({
    method: 'POST',
    path: '/staff/performance/csv',
    reads: true,
  }),
  staffPerformanceJson: downloadRoute({
    method: 'POST',
    path: '/staff/performance/json',
    reads: true,
  }),
  /**
   * The admin panel's Users section: who opened, handled and resolved the most in the period
   * (`server/src/repositories/stats/user-leaderboards-repository.ts` defines each board).
   */
  userLeaderboards: { method: 'POST', path: '/admin/users/leaderboard', reads: true },
  ticketsPaginated: { method: 'POST', path: '/tickets/paginated', reads: true },
  reportsPaginated: { method: 'POST', path: '/reports/paginated', reads: true },
  ticketsCsv: downloadRoute({ method: 'POST', path: '/tickets/csv', reads: true }),
  ticketsJson: downloadRoute({ method: 'POST', path: '/tickets/json', reads: true }),
  reportsCsv: downloadRoute({ method: 'POST', path: '/reports/csv', reads: true }),
  reportsJson: downloadRoute({ method: 'POST', path: '/reports/json', reads: true }),
});
