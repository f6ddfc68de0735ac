import { calls, ERROR_CODES } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { quotaPerAccount } from '../../rate-limits/quota-middleware';
import { deleteComment } from '../../services/comments/delete-comment';
import { editComment } from '../../services/comments/edit-comment';
import { listComments } from '../../services/comments/list-comments';
import { postComment } from '../../services/comments/post-comment';
import { staffComments } from '../../services/comments/staff-comments';
import { mountOptions, type RouteDeps } from '../route-deps';

export function commentsRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = mountOptions(deps);
  mountCall(router, calls.listComments, options, ({ params, body }, req) =>
    listComments(deps.services, requireViewer(req), params.ticketId, body.cursor),
  );
  mountCall(router, calls.staffComments, options, ({ params }, req) =>
    staffComments(deps.services, requireViewer(req), params.ticketId),
  );
  const commentQuota = quotaPerAccount(deps.limits.commentsPerAccount, ERROR_CODES.commentsQuota);
  mountCall(router, calls.postComment, { ...options, before: [commentQuota] }, ({ body }, req) =>
    postComment(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.editComment, options, ({ body }, req) =>
    editComment(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.deleteComment, options, ({ body }, req) =>
    deleteComment(deps.services, requireViewer(req), body.commentId),
  );
  return router;
}
