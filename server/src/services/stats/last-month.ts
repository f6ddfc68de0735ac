import { type LastMonthTicket, LIMITS, TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import { presentPublicAccount } from '../../presenters/account-presenter';
import type { PeopleView } from '../../presenters/people-view';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import type { RecentTicketRow } from '../../repositories/stats/stats-repository';
import type { ServiceDeps } from '../service-deps';

/** The statistics' "last 30 days": tickets created from this instant on. */
export function lastMonthStart(): Date {
  return new Date(Date.now() - LIMITS.lastMonthStatsMs);
}

/**
 * Tickets as the Statistics view shows them. Assignees carry real names, and a paged row its
 * title, only in groups the viewer administers, as everywhere else.
 */
export async function presentLastMonthTickets(
  deps: ServiceDeps,
  tickets: readonly RecentTicketRow[],
  administered: ReadonlySet<string>,
): Promise<LastMonthTicket[]> {
  const accounts = await findAccountsByIds(
    deps.db,
    tickets.flatMap((ticket) => ticket.assignee_ids),
  );
  return tickets.map((ticket) => {
    const type = ticket.type === TICKET_TYPE.report ? TICKET_TYPE.report : TICKET_TYPE.support;
    const administers = administered.has(ticket.group_key);
    // Assignees are never named in the report (assignment refuses them): no party to look for.
    const view: PeopleView = {
      disclosure: administers ? 'realNames' : 'pseudonyms',
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
      ...(administers && ticket.title !== undefined ? { title: ticket.title } : {}),
    };
  });
}
