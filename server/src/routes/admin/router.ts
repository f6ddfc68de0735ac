import { calls, TICKET_TYPE } from '@portal/shared/contract';
import { Router } from 'express';
import { adminsOnly } from '../../http/admins-only';
import { mountCall } from '../../http/mount-call';
import { mountDownload } from '../../http/mount-download';
import { requireViewer } from '../../http/request-context';
import { staffPerformanceExport, ticketExport } from '../../services/admin/admin-exports';
import { adminStats } from '../../services/admin/admin-stats';
import { adminTicketPage } from '../../services/admin/admin-ticket-list';
import { staffPerformance } from '../../services/admin/staff-performance';
import { userLeaderboards } from '../../services/admin/user-leaderboards';
import { eraseAccount, searchAccounts } from '../../services/privacy/erase-account';
import { mountOptions, type RouteDeps } from '../route-deps';

export function adminRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [adminsOnly] };
  mountCall(router, calls.adminStats, options, (_input, req) =>
    adminStats(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.staffPerformance, options, ({ body }) =>
    staffPerformance(deps.services, body),
  );
  mountCall(router, calls.userLeaderboards, options, ({ body }) =>
    userLeaderboards(deps.services, body),
  );
  mountCall(router, calls.ticketsPaginated, options, ({ body }, req) =>
    adminTicketPage(deps.services, requireViewer(req), TICKET_TYPE.support, body),
  );
  mountCall(router, calls.reportsPaginated, options, ({ body }, req) =>
    adminTicketPage(deps.services, requireViewer(req), TICKET_TYPE.report, body),
  );
  mountCall(router, calls.searchAccounts, options, ({ query }) =>
    searchAccounts(deps.services, query.search),
  );
  mountCall(router, calls.eraseAccount, options, ({ params }, req) =>
    eraseAccount(
      deps.services,
      deps.viewers,
      requireViewer(req),
      params.id,
      deps.config.defaultLang,
    ),
  );
  const tables = [
    [calls.ticketsCsv, TICKET_TYPE.support, 'csv'],
    [calls.ticketsJson, TICKET_TYPE.support, 'json'],
    [calls.reportsCsv, TICKET_TYPE.report, 'csv'],
    [calls.reportsJson, TICKET_TYPE.report, 'json'],
  ] as const;
  for (const [call, type, format] of tables) {
    mountDownload(router, call, options, async ({ body }, req) =>
      ticketExport(deps.services, requireViewer(req), type, body, format),
    );
  }
  for (const [call, format] of [
    [calls.staffPerformanceCsv, 'csv'],
    [calls.staffPerformanceJson, 'json'],
  ] as const) {
    mountDownload(router, call, options, async ({ body }) =>
      staffPerformanceExport(deps.services, body, format),
    );
  }
  return router;
}
