import { calls } from '@portal/shared/contract';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** POST /editComment {commentId, message} → the edited comment. */
export function useEditComment() {
  return useMutation(calls.editComment);
}
