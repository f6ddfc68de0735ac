import {
  canSeeStatistics,
  type LastMonthTicket,
  LIMITS,
  TICKET_STATUS,
  TICKET_TYPE,
} from '@portal/shared/contract';
import { forbidden } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentPublicAccount } from '../../presenters/account-presenter';
import type { PeopleView } from '../../presenters/people-view';
import { findAccountsByIds } from '../../repositories/accounts-repository';
import { listTicketsCreatedSince } from '../../repositories/stats-repository';
import type { ServiceDeps } from '../service-deps';
import { administeredGroupKeys } from './administered-groups';

/**
 * GET /getLastMonthStats (SPEC §7): every ticket of the last 30 days with its type and
 * assignees, for supervisors and admins. Assignees carry real names only in groups the viewer
 * administers, as everywhere else.
 */
export async function lastMonthStats(
  deps: ServiceDeps,
  viewer: Viewer,
): Promise<LastMonthTicket[]> {
  if (!canSeeStatistics(viewer)) {
    throw forbidden('stats.notAllowed', 'Only supervisors and administrators can read statistics.');
  }
  const since = new Date(Date.now() - LIMITS.lastMonthStatsMs);
  const [tickets, administered] = await Promise.all([
    listTicketsCreatedSince(deps.db, since),
    administeredGroupKeys(deps, viewer),
  ]);
  const accounts = await findAccountsByIds(
    deps.db,
    tickets.flatMap((ticket) => ticket.assignee_ids),
  );
  return tickets.map((ticket) => {
    const type = ticket.type === TICKET_TYPE.report ? TICKET_TYPE.report : TICKET_TYPE.support;
    // Assignees are never named in the report (assignment refuses them): no party to look for.
    const view: PeopleView = {
      disclosure: administered.has(ticket.group_key) ? 'realNames' : 'pseudonyms',
      ticket: { id: ticket.id, type },
    };
    return {
      _id: ticket.id,
      type,
      status: ticket.status === TICKET_STATUS.closed ? TICKET_STATUS.closed : TICKET_STATUS.opened,
      group: ticket.group_key,
      category: ticket.category_key,
      timestamp: ticket.created_at.getTime(),
      assignees: ticket.assignee_ids.flatMap((accountId) => {
        const account = accounts.get(accountId);
        return account ? [presentPublicAccount(account, view, deps.pseudonyms)] : [];
      }),
    };
  });
}
