import type { TicketComment } from '@portal/shared/contract';
import { useCallback } from 'react';
import { acceptSuggestion } from '../features/ai-suggestions/api/accept-suggestion';
import { postAiComment } from '../features/ai-suggestions/api/post-ai-comment';
import { isSuggestionGone } from '../features/ai-suggestions/api/suggestion-gone';
import { useDropSuggestion } from '../features/ai-suggestions/hooks/use-drop-suggestion';
import { usePostComment } from '../features/comment-input/api/post-comment';
import type { CommentDraft } from '../features/comment-input/hooks/use-comment-draft';
import { useAddCommentToThread } from '../features/thread/hooks/use-add-comment';

/**
 * Sending a comment: POST /comment — or POST /ai/comment when the draft started from an AI
 * suggestion (edited or not) — then straight into the cached thread (the live echo of the same
 * comment is ignored by id). `postPending` is what Close uses to send the draft first;
 * `sendSuggestion` posts a suggestion unchanged (POST /ai/accept) the same way. A sent suggestion
 * leaves the panel's cached list.
 */
export function useCommentSender(ticketId: number, draft: CommentDraft, staffOnlyAllowed: boolean) {
  const postComment = usePostComment(ticketId);
  const addToThread = useAddCommentToThread(ticketId);
  const dropSuggestion = useDropSuggestion(ticketId);
  const { suggestion, forgetSuggestion } = draft;

  const postFromSuggestion = useCallback(
    async (message: string, staffOnly: boolean): Promise<TicketComment> => {
      if (!suggestion) return postComment(message, staffOnly);
      try {
        const comment = await postAiComment({
          ticketId,
          comment: message,
          staffOnly,
          responseId: suggestion.responseId,
          editedResponse: message !== suggestion.text.trim(),
        });
        await dropSuggestion(suggestion.commentId, suggestion.responseId);
        return comment;
      } catch (error) {
        if (!isSuggestionGone(error)) throw error;
        // The suggestion was sent already (Send, another tab) or is gone: the staff member's own
        // words still go out, as a plain comment.
        forgetSuggestion();
        await dropSuggestion(suggestion.commentId, suggestion.responseId);
        return postComment(message, staffOnly);
      }
    },
    [postComment, dropSuggestion, forgetSuggestion, suggestion, ticketId],
  );

  const send = useCallback(
    async (message: string, staffOnly: boolean) =>
      addToThread(await postFromSuggestion(message, staffOnly)),
    [addToThread, postFromSuggestion],
  );

  const sendSuggestion = useCallback(
    async (commentId: number, responseId: number) => {
      let comment: TicketComment;
      try {
        comment = await acceptSuggestion(ticketId, responseId);
      } catch (error) {
        // Sent from elsewhere meanwhile, or gone: it leaves the list (still not sent from here).
        if (isSuggestionGone(error)) await dropSuggestion(commentId, responseId);
        throw error;
      }
      await dropSuggestion(commentId, responseId);
      await addToThread(comment);
    },
    [addToThread, dropSuggestion, ticketId],
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
