import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /editComment {commentId, message} → the edited comment. */
export function editComment(commentId: number, message: string) {
  return callApi(calls.editComment, { body: { commentId, message } });
}
