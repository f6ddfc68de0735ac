import { calls, ERROR_CODES, TICKET_TYPE } from '@portal/shared/contract';
import { Router } from 'express';
import { readClientKind } from '../../http/client-kind';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { quotaPerAccount } from '../../rate-limits/quota-middleware';
import { createTicket } from '../../services/tickets/create-ticket';
import { getTicket } from '../../services/tickets/get-ticket';
import { listTickets } from '../../services/tickets/list-tickets';
import { closeRelatedReports, relatedReports } from '../../services/tickets/related-reports';
import { mountOptions, type RouteDeps } from '../route-deps';

export function ticketsRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  const ticketQuota = quotaPerAccount(deps.limits.ticketsPerAccount, ERROR_CODES.ticketsQuota);
  const before = [ticketQuota, readClientKind];
  mountCall(router, calls.createTicket, { ...options, before }, ({ body }, req) =>
    createTicket(deps.services, requireViewer(req), req.clientKind ?? 'web', body),
  );
  mountCall(router, calls.listTickets, options, ({ body }, req) =>
    listTickets(deps.services, requireViewer(req), TICKET_TYPE.support, body),
  );
  mountCall(router, calls.listReports, options, ({ body }, req) =>
    listTickets(deps.services, requireViewer(req), TICKET_TYPE.report, body),
  );
  mountCall(router, calls.getTicket, options, ({ params }, req) =>
    getTicket(deps.services, requireViewer(req), params.id),
  );
  mountCall(router, calls.relatedReports, options, ({ params }, req) =>
    relatedReports(deps.services, requireViewer(req), params.ticketId),
  );
  mountCall(router, calls.closeRelatedReports, options, ({ params, body }, req) =>
    closeRelatedReports(deps.services, requireViewer(req), params.ticketId, body.resolveType),
  );
  return router;
}
