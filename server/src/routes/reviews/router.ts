import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { submitReview } from '../../services/reviews/submit-review';
import { mountOptions, type RouteDeps } from '../route-deps';

export function reviewsRouter(deps: RouteDeps): Router {
  const router = Router();
  mountCall(router, calls.review, mountOptions(deps), ({ body }, req) =>
    submitReview(deps.services, requireViewer(req), body),
  );
  return router;
}
