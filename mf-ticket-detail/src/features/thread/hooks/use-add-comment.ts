import type { CommentPage, Ticket, TicketComment } from '@portal/shared/contract';
import { isHeld } from '@portal/shared/runtime/cache-keys';
import { ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { commentThreadKey } from '@portal/shared/runtime/queries/list-comments';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { addComment, removeComment, replaceComment } from '../cache/merge-comments';

type TicketChange = (ticket: Ticket) => Ticket;
type PagesUpdate = (pages: CommentPage[]) => { pages: CommentPage[]; ticketChange?: TicketChange };

function countedChange(countChange: number, lastComment = 0): TicketChange {
  return (ticket) => ({
    ...ticket,
    commentsCount: Math.max(0, ticket.commentsCount + countChange),
    lastComment: Math.max(ticket.lastComment, lastComment),
  });
}

/** The viewer's own comment counts, and is read by them at once (as the server records it). */
function ownCommentChange(visualId: string, lastComment: number): TicketChange {
  return (ticket) => {
    const counted = countedChange(1, lastComment)(ticket);
    return { ...counted, lastReads: { ...counted.lastReads, [visualId]: counted.commentsCount } };
  };
}

/** Staff notes stay out of the ticket's count, as on the server; others' comments are unread. */
function addedCommentChange(comment: TicketComment, visualId: string | undefined): TicketChange {
  if (comment.staffOnly) return (ticket) => ticket;
  return comment.createdBy.visualId === visualId
    ? ownCommentChange(comment.createdBy.visualId, comment.timestamp)
    : countedChange(1, comment.timestamp);
}

/** Applies one change to the cached thread, and its count change to the cached ticket. */
function useThreadUpdate(ticketId: number) {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (update: PagesUpdate) => {
      if (!isHeld(cache, commentThreadKey(ticketId))) return;
      let ticketChange: TicketChange | undefined;
      await mutate(
        commentThreadKey(ticketId),
        (pages: CommentPage[] | undefined) => {
          if (!pages) return pages;
          const result = update(pages);
          ticketChange = result.ticketChange;
          return result.pages;
        },
        { revalidate: false },
      );
      const change = ticketChange;
      if (!change || !isHeld(cache, ticketKey(ticketId))) return;
      await mutate(ticketKey(ticketId), (ticket: Ticket | undefined) => ticket && change(ticket), {
        revalidate: false,
      });
    },
    [cache, mutate, ticketId],
  );
}

/**
 * Puts one comment (from the live channel or the POST /comment answer) into the cached thread,
 * once, and counts it (and its time as the last comment) in the cached ticket — no refetch.
 */
export function useAddCommentToThread(ticketId: number) {
  const update = useThreadUpdate(ticketId);
  const visualId = useViewer().account?.visualId;
  return useCallback(
    (comment: TicketComment) =>
      update((pages) => {
        const result = addComment(pages, comment);
        const updated = result.pages as CommentPage[];
        return result.added
          ? { pages: updated, ticketChange: addedCommentChange(comment, visualId) }
          : { pages: updated };
      }),
    [update, visualId],
  );
}

/** An edited comment (live event or POST /editComment answer) replaces its cached copy. */
export function useReplaceCommentInThread(ticketId: number) {
  const update = useThreadUpdate(ticketId);
  return useCallback(
    (comment: TicketComment) =>
      update((pages) => ({ pages: replaceComment(pages, comment) as CommentPage[] })),
    [update],
  );
}

/** A deleted comment leaves the cached thread and the ticket's count, once. */
export function useRemoveCommentFromThread(ticketId: number) {
  const update = useThreadUpdate(ticketId);
  return useCallback(
    (commentId: number) =>
      update((pages) => {
        const result = removeComment(pages, commentId);
        const updated = result.pages as CommentPage[];
        return result.removed
          ? { pages: updated, ticketChange: countedChange(-1) }
          : { pages: updated };
      }),
    [update],
  );
}
