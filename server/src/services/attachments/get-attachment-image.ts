import { attachmentView } from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket } from '../tickets/ticket-access';
import type { RemoteImage } from './fetch-remote-image';

/**
 * GET /attachments/:ticketId/:index — an image attachment of a ticket the viewer sees, through
 * the portal. Only the ticket's own image addresses are fetched: never an address a request names.
 * Loaded straight from its host, an image would be a tracking pixel: it would tell that host
 * (perhaps the reporter's own) who opened the ticket and when. A click-to-load warning would
 * still leak on each click and keep evidence from staff.
 */
export async function getAttachmentImage(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  index: number,
): Promise<RemoteImage> {
  const record = await loadVisibleTicket(deps.db, viewer, ticketId);
  const address = record.row.attachments[index];
  if (address === undefined || attachmentView(address).kind !== 'image') {
    throw notFound('attachment');
  }
  return deps.attachmentImages.get(address);
}
