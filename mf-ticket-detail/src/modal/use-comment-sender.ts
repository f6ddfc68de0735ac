import type { TicketComment } from '@portal/shared/contract';
import { useCallback } from 'react';
import { acceptSuggestion } from '../features/ai-suggestions/api/accept-suggestion';
import { postAiComment } from '../features/ai-suggestions/api/post-ai-comment';
import { usePostComment } from '../features/comment-input/api/post-comment';
import type { CommentDraft } from '../features/comment-input/hooks/use-comment-draft';
import { useAddCommentToThread } from '../features/thread/hooks/use-add-comment';

/**
 * Sending a comment: POST /comment — or POST /ai/comment when the draft started from an AI
 * suggestion (edited or not) — then straight into the cached thread (the live echo of the same
 * comment is ignored by id). `postPending` is what Close uses to send the draft first;
 * `sendSuggestion` posts a suggestion unchanged (POST /ai/accept) the same way.
 */
export function useCommentSender(ticketId: number, draft: CommentDraft, staffOnlyAllowed: boolean) {
  const postComment = usePostComment(ticketId);
  const addToThread = useAddCommentToThread(ticketId);
  const { suggestion } = draft;

  const send = useCallback(
    async (message: string, staffOnly: boolean) => {
      const comment: TicketComment = suggestion
        ? await postAiComment({
            ticketId,
            comment: message,
            staffOnly,
            responseId: suggestion.responseId,
            editedResponse: message !== suggestion.text.trim(),
          })
        : await postComment(message, staffOnly);
      await addToThread(comment);
    },
    [postComment, addToThread, suggestion, ticketId],
  );

  const sendSuggestion = useCallback(
    async (responseId: number) => addToThread(await acceptSuggestion(ticketId, responseId)),
    [addToThread, ticketId],
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

  return { send, sendSuggestion, postPending };
}
