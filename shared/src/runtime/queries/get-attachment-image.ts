import { calls } from '@portal/shared/contract';
import { type QueryOptions, useQuery } from './query';

/** GET /attachments/{ticketId}/{index}: an image attachment's bytes (a Blob). */
export function useAttachmentImageBlob(ticketId: number, index: number, options?: QueryOptions) {
  return useQuery(calls.attachmentImage, { params: { ticketId, index } }, options);
}
