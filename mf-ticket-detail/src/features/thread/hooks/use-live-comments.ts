import { LIVE_EVENTS } from '@portal/shared/contract';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useAddCommentToThread } from './use-add-comment';

/** Appends comments of this ticket as `ticket-comment-created` delivers them. */
export function useLiveComments(ticketId: number) {
  const addComment = useAddCommentToThread(ticketId);
  useLiveEvent(LIVE_EVENTS.commentCreated, (event) => {
    if (event.ticketId === ticketId) void addComment(event.comment);
  });
}
