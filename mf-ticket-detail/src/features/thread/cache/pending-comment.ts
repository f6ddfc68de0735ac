import type { CommentPage, PublicAccount, TicketComment } from '@portal/shared/contract';
import { commentThreadKey } from '@portal/shared/runtime/queries/list-comments';
import { type CacheChange, cacheChange } from '@portal/shared/runtime/use-mutation';
import { addComment } from './merge-comments';

/** Ids the server never gives, so a comment being sent is told apart and never meets a real one. */
let lastPendingId = 0;

/** A comment shown while it is being sent (not yet the server's): marked, never edited or deleted. */
export function isPendingComment(comment: Pick<TicketComment, '_id'>): boolean {
  return comment._id < 0;
}

type Draft = { message: string; staffOnly: boolean; createdBy: PublicAccount };

/**
 * The thread's change while a comment is on its way: shown at once at the end, marked as sending;
 * once answered the thread is back as it was, for the caller to add the server's comment (once,
 * counted), and a refused one simply goes.
 */
export function pendingCommentChange<Answer>(ticketId: number, draft: Draft): CacheChange<Answer> {
  lastPendingId -= 1;
  const pending: TicketComment = {
    _id: lastPendingId,
    ticketId,
    message: draft.message,
    action: '',
    createdBy: draft.createdBy,
    timestamp: Date.now(),
    staffOnly: draft.staffOnly,
    edited: false,
    messageHistory: [],
    aiGenerated: false,
  };
  return cacheChange<CommentPage[], Answer>(commentThreadKey(ticketId), {
    optimistic: (pages) => addComment(pages, pending).pages as CommentPage[],
    settle: (_answer, pages) => pages,
  });
}
