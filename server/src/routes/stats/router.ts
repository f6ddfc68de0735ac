import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { accountReports, accountStats } from '../../services/stats/hover-details';
import { lastMonthStats } from '../../services/stats/last-month-stats';
import { lastMonthSummary } from '../../services/stats/last-month-summary';
import { lastMonthTickets } from '../../services/stats/last-month-tickets';
import { myReviews } from '../../services/stats/my-reviews';
import { staffResponseTime } from '../../services/stats/staff-response-time';
import { staffStats } from '../../services/stats/staff-stats';
import { mountOptions, type RouteDeps } from '../route-deps';

export function statsRouter(deps: RouteDeps): Router {
  const router = Router();
  mountCall(router, calls.lastMonthStats, mountOptions(deps), (_input, req) =>
    lastMonthStats(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.lastMonthSummary, mountOptions(deps), (_input, req) =>
    lastMonthSummary(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.lastMonthTickets, mountOptions(deps), ({ query }, req) =>
    lastMonthTickets(deps.services, requireViewer(req), query),
  );
  mountCall(router, calls.staffResponseTime, mountOptions(deps), ({ query }, req) =>
    staffResponseTime(deps.services, requireViewer(req), query),
  );
  mountCall(router, calls.staffStats, mountOptions(deps), ({ body }, req) =>
    staffStats(deps.services, requireViewer(req), body.staffs),
  );
  mountCall(router, calls.myReviews, mountOptions(deps), ({ query }, req) =>
    myReviews(deps.services, requireViewer(req), query.cursor),
  );
  mountCall(router, calls.accountStats, mountOptions(deps), ({ params }, req) =>
    accountStats(deps.services, requireViewer(req), params.visualId),
  );
  mountCall(router, calls.accountReports, mountOptions(deps), ({ params }, req) =>
    accountReports(deps.services, requireViewer(req), params.visualId),
  );
  return router;
}
