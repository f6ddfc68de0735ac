import { useAttachmentImageBlob } from '@portal/shared/runtime/queries/get-attachment-image';
import { useObjectUrl } from './use-object-url';

export type AttachmentImage =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; src: string };

/**
 * GET /attachments/{ticketId}/{index}: an image attachment as the portal fetched it, so the
 * viewer's browser never contacts the address a player typed. The session travels as the API
 * client's bearer header, which an `<img src>` could not carry: the bytes come as a Blob and are
 * shown through an object URL. A thumbnail and the large view share one request; a failure shows
 * in place, never as the Error dialog.
 */
export function useAttachmentImage(ticketId: number, index: number): AttachmentImage {
  const { data, error } = useAttachmentImageBlob(ticketId, index, { quiet: true });
  const src = useObjectUrl(data);
  if (error) return { status: 'failed' };
  return src ? { status: 'ready', src } : { status: 'loading' };
}
