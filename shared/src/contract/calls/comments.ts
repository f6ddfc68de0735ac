import { defineCalls } from '../define-call';
import type { commentSchemas } from '../schemas/calls/comments';

export const commentCalls = defineCalls<typeof commentSchemas>()({
  /** The thread, oldest first; pass the returned cursor to get what came after (resync too). */
  listComments: { method: 'POST', path: '/comments/:ticketId', reads: true },
  staffComments: { method: 'GET', path: '/staffComments/:ticketId' },
  postComment: { method: 'POST', path: '/comment', idempotent: 'replay' },
  /** An unchanged message is accepted and ignored (the comment comes back as it was). */
  editComment: { method: 'POST', path: '/editComment' },
  deleteComment: { method: 'POST', path: '/deleteComment' },
});
