import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { mountImageCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { ATTACHMENT_IMAGE_CACHE_SECONDS } from '../../services/attachments/attachment-images';
import { getAttachmentImage } from '../../services/attachments/get-attachment-image';
import type { RouteDeps } from '../route-deps';

export function attachmentsRouter(deps: RouteDeps): Router {
  const router = Router();
  mountImageCall(
    router,
    calls.attachmentImage,
    { maxAgeSeconds: ATTACHMENT_IMAGE_CACHE_SECONDS },
    ({ params }, req) =>
      getAttachmentImage(deps.services, requireViewer(req), params.ticketId, params.index),
  );
  return router;
}
