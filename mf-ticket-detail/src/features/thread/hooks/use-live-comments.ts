import { LIVE_EVENTS } from '@portal/shared/contract';
import { useCommentPages } from '@portal/shared/runtime/queries/list-comments';
import { useLiveEvent, useLiveResync } from '@portal/shared/runtime/socket';
import {
  useAddCommentToThread,
  useRemoveCommentFromThread,
  useReplaceCommentInThread,
} from './use-add-comment';

/**
 * Keeps the cached thread of this ticket in step with created, edited and deleted events, and
 * reads every loaded page again when the live connection opens after the thread was read (a
 * ticket opened by its address as the page loads; not when that read failed) or comes back:
 * events may have been missed.
 */
export function useLiveComments(ticketId: number) {
  const { mutate: reloadThread, error } = useCommentPages(ticketId);
  useLiveResync(() => void reloadThread(), { when: 'connect', failed: error !== undefined });
  const addComment = useAddCommentToThread(ticketId);
  const replaceComment = useReplaceCommentInThread(ticketId);
  const removeComment = useRemoveCommentFromThread(ticketId);
  useLiveEvent(LIVE_EVENTS.commentCreated, (event) => {
    if (event.ticketId === ticketId) void addComment(event.comment);
  });
  useLiveEvent(LIVE_EVENTS.commentEdited, (event) => {
    if (event.ticketId === ticketId) void replaceComment(event.comment);
  });
  useLiveEvent(LIVE_EVENTS.commentDeleted, (event) => {
    if (event.ticketId === ticketId) void removeComment(event.commentId);
  });
}
