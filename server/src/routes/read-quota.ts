import { type CallConfig, calls, ERROR_CODES, errorTextIn } from '@portal/shared/contract';
import { Router } from 'express';
import { quotaPerCaller } from '../rate-limits/quota-middleware';
import type { RouteDeps } from './route-deps';

/** The calls that only read but are sent as POST, since their filters travel in the body. */
const READS_SENT_AS_POST: readonly CallConfig[] = [
  calls.listTickets,
  calls.listReports,
  calls.listComments,
  calls.assistantChatMessages,
  calls.staffStats,
  calls.staffPerformance,
  calls.staffPerformanceCsv,
  calls.staffPerformanceJson,
  calls.userLeaderboards,
  calls.ticketsPaginated,
  calls.reportsPaginated,
  calls.ticketsCsv,
  calls.ticketsJson,
  calls.reportsCsv,
  calls.reportsJson,
];

/**
 * Counts every authenticated read (any GET, and the reads above) against the caller's budget,
 * before its router runs: one account or token flooding the lists slows only itself.
 */
export function readQuotaRouter(deps: RouteDeps): Router {
  const router = Router();
  const quota = quotaPerCaller(
    deps.limits.readsPerAccount,
    errorTextIn('en', ERROR_CODES.rateLimited),
  );
  router.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? quota(req, res, next) : next(),
  );
  router.post(
    READS_SENT_AS_POST.map((call) => call.path),
    quota,
  );
  return router;
}
