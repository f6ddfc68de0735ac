import type { TicketComment } from '@portal/shared/contract';
import { ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { listStaffOnlyComments } from '../../repositories/tickets/comments-repository';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket, viewerPeopleView, viewerSeesStaffOnly } from '../tickets/ticket-access';
import { presentCommentsFor } from './present-comments';

/** GET /staffComments/:ticketId — the staff-only notes, for staff allowed on the ticket. */
export async function staffComments(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<TicketComment[]> {
  const record = await loadVisibleTicket(deps.db, viewer, ticketId);
  if (!viewerSeesStaffOnly(viewer, record)) {
    throw refuse({ code: ERROR_CODES.staffOnlyNotAllowed });
  }
  const rows = await listStaffOnlyComments(deps.db, ticketId);
  return presentCommentsFor(deps.db, deps.pseudonyms, rows, viewerPeopleView(viewer, record));
}
