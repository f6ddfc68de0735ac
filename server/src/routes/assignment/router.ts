import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { assignRole, unassignRole } from '../../services/assignment/assign-roles';
import { assignUser, takeTicket, unassignUser } from '../../services/assignment/assign-users';
import { bulkAction, bulkAssignees } from '../../services/assignment/bulk-actions';
import {
  possibleAssignees,
  possibleRoleAssignees,
  staffDirectory,
} from '../../services/assignment/possible-assignees';
import { requestIntervention } from '../../services/assignment/request-intervention';
import { closeTicket, reopenTicket } from '../../services/assignment/ticket-status';
import { mountOptions, type RouteDeps } from '../route-deps';

/**
 * Every state change of a ticket: take, assign/unassign, close, reopen, request more responses, and
 * the first three on many tickets at once.
 */
export function assignmentRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  const services = deps.services;
  mountCall(router, calls.staffDirectory, options, (_input, req) =>
    staffDirectory(services, requireViewer(req)),
  );
  mountCall(router, calls.takeTicket, options, ({ body }, req) =>
    takeTicket(services, requireViewer(req), body.ticketId),
  );
  mountCall(router, calls.assignUser, options, ({ body }, req) =>
    assignUser(services, requireViewer(req), body),
  );
  mountCall(router, calls.unassignUser, options, ({ body }, req) =>
    unassignUser(services, requireViewer(req), body),
  );
  mountCall(router, calls.assignRole, options, ({ body }, req) =>
    assignRole(services, requireViewer(req), body),
  );
  mountCall(router, calls.unassignRole, options, ({ body }, req) =>
    unassignRole(services, requireViewer(req), body),
  );
  mountCall(router, calls.ticketPossibleAssignees, options, ({ params }, req) =>
    possibleAssignees(services, requireViewer(req), params.ticketId),
  );
  mountCall(router, calls.ticketRolePossibleAssignees, options, ({ params }, req) =>
    possibleRoleAssignees(services, requireViewer(req), params.ticketId),
  );
  mountCall(router, calls.closeTicket, options, ({ body }, req) =>
    closeTicket(services, requireViewer(req), body),
  );
  mountCall(router, calls.reopenTicket, options, ({ body }, req) =>
    reopenTicket(services, requireViewer(req), body.ticketId),
  );
  mountCall(router, calls.bulkAction, options, ({ body }, req) =>
    bulkAction(services, requireViewer(req), body),
  );
  mountCall(router, calls.bulkAssignees, options, ({ body }, req) =>
    bulkAssignees(services, requireViewer(req), body.ticketIds),
  );
  mountCall(router, calls.requestIntervention, options, ({ body }, req) =>
    requestIntervention(services, requireViewer(req), body.ticketId),
  );
  return router;
}
