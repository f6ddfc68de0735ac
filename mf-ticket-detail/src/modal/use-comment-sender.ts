import type { TicketComment } from '@portal/shared/contract';
import { useCallback } from 'react';
import { usePostComment } from '../features/comment-input/api/post-comment';
import type { CommentDraft } from '../features/comment-input/hooks/use-comment-draft';
import { useAddCommentToThread } from '../features/thread/hooks/use-add-comment';

/**
 * Sending a comment: POST /comment, then straight into the cached thread (the live echo of the
 * same comment is ignored by id). `postPending` is what Close uses to send the draft first.
 */
export function useCommentSender(ticketId: number, draft: CommentDraft, staffOnlyAllowed: boolean) {
  const postComment = usePostComment(ticketId);
  const addToThread = useAddCommentToThread(ticketId);

  const send = useCallback(
    async (message: string, staffOnly: boolean) => {
      const comment: TicketComment = await postComment(message, staffOnly);
      await addToThread(comment);
    },
    [postComment, addToThread],
  );

  const postPending = async (): Promise<boolean> => {
    const message = draft.text.trim();
    if (!message) return true;
    try {
      await send(message, staffOnlyAllowed && draft.staffOnly);
      draft.setText('');
      return true;
    } catch {
      return false;
    }
  };

  return { send, postPending };
}
