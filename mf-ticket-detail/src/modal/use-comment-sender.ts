import type { TicketComment } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useViewerAsAccount } from '../components/use-viewer-as-account';
import { acceptSuggestion } from '../features/ai-suggestions/api/accept-suggestion';
import { usePostAiComment } from '../features/ai-suggestions/api/post-ai-comment';
import { isSuggestionGone } from '../features/ai-suggestions/api/suggestion-gone';
import { useDropSuggestion } from '../features/ai-suggestions/hooks/use-drop-suggestion';
import { usePostComment } from '../features/comment-input/api/post-comment';
import type { CommentDraft } from '../features/comment-input/hooks/use-comment-draft';
import { pendingCommentChange } from '../features/thread/cache/pending-comment';
import { useAddCommentToThread } from '../features/thread/hooks/use-add-comment';

/** The thread shows the comment at once, marked as sending, until the server has it. */
function usePendingComment(ticketId: number) {
  const author = useViewerAsAccount();
  return ({ comment, staffOnly }: { comment: string; staffOnly?: boolean }) =>
    author
      ? [
          pendingCommentChange<TicketComment>(ticketId, {
            message: comment,
            staffOnly: staffOnly ?? false,
            createdBy: author,
          }),
        ]
      : [];
}

/**
 * Sending a comment: POST /comment — or POST /ai/comment when the draft started from an AI
 * suggestion (edited or not) — shown in the thread at once as sending, then the server's comment
 * goes into the cached thread (the live echo of the same comment is ignored by id). `postPending`
 * is what Close uses to send the draft first; `sendSuggestion` posts a suggestion unchanged (POST /ai/accept) the same way. A sent suggestion
 * leaves the panel's cached list.
 */
export function useCommentSender(ticketId: number, draft: CommentDraft, staffOnlyAllowed: boolean) {
  const showPending = usePendingComment(ticketId);
  const { trigger: sendComment } = usePostComment(showPending);
  const { trigger: sendAiComment } = usePostAiComment(showPending);
  const postComment = useCallback(
    (comment: string, staffOnly: boolean) =>
      sendComment({ body: { ticketId, comment, staffOnly } }),
    [sendComment, ticketId],
  );
  const addToThread = useAddCommentToThread(ticketId);
  const dropSuggestion = useDropSuggestion(ticketId);
  const { suggestion, forgetSuggestion } = draft;

  const postFromSuggestion = useCallback(
    async (message: string, staffOnly: boolean): Promise<TicketComment> => {
      if (!suggestion) return postComment(message, staffOnly);
      try {
        const comment = await sendAiComment({
          body: {
            ticketId,
            comment: message,
            staffOnly,
            responseId: suggestion.responseId,
            editedResponse: message !== suggestion.text.trim(),
          },
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
    [postComment, sendAiComment, dropSuggestion, forgetSuggestion, suggestion, ticketId],
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
