import type { Ticket } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { presentTicketsFor } from './present-tickets';
import { loadVisiblePresentedTicket } from './ticket-access';

/**
 * One ticket as its modal and a list row show it (a live change replaces the row with it): one
 * statement, and for a report staff see, the open reports against its accused.
 */
export async function getTicket(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<Ticket> {
  const { record, presentation } = await loadVisiblePresentedTicket(deps.db, viewer, ticketId);
  const [ticket] = await presentTicketsFor(deps, viewer, [record], {
    countReports: true,
    presentation,
  });
  if (!ticket) throw new Error(`Ticket ${ticketId} could not be presented`);
  return ticket;
}
