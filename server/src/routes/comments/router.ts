import { calls } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { listComments } from '../../services/comments/list-comments';
import { postComment } from '../../services/comments/post-comment';
import { mountOptions, type RouteDeps } from '../route-deps';

export function commentsRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  mountCall(router, calls.listComments, options, ({ params, body }, req) =>
    listComments(deps.services, requireViewer(req), params.ticketId, body.cursor),
  );
  mountCall(router, calls.postComment, options, ({ body }, req) =>
    postComment(deps.services, requireViewer(req), body),
  );
  return router;
}
