import { type CommentPage, calls } from '@portal/shared/contract';
import { commentThreadKey } from '@portal/shared/runtime/queries/list-comments';
import { cacheChange, useMutation } from '@portal/shared/runtime/use-mutation';
import { removeComment } from '../cache/merge-comments';

/**
 * POST /deleteComment {commentId} → {ok: true}: the comment leaves the thread at once and comes
 * back if refused; once answered the caller removes (and uncounts) it for good, once per `_id`.
 */
export function useDeleteComment(ticketId: number) {
  return useMutation(calls.deleteComment, {
    optimistic: ({ body }) => [
      cacheChange<CommentPage[]>(commentThreadKey(ticketId), {
        optimistic: (pages) => removeComment(pages, body.commentId).pages as CommentPage[],
        settle: (_answer, pages) => pages,
      }),
    ],
  });
}
