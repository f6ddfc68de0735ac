import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /deleteComment {commentId} → {ok: true}. */
export function deleteComment(commentId: number) {
  return callApi(calls.deleteComment, { body: { commentId } });
}
