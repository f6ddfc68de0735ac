import { attachmentView } from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket } from '../tickets/ticket-access';
import type { RemoteImage } from './fetch-remote-image';

/**
 * GET /attachments/:ticketId/:index — an image attachment of a ticket the viewer sees, through
 * the portal. Only the ticket's own image addresses are fetched: never an address a request names.
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
