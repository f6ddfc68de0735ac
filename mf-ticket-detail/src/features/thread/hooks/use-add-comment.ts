import type { CommentPage, Ticket, TicketComment } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/cache-keys';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { commentThreadKey } from '../api/list-comments';
import { addComment } from '../cache/merge-comments';

/**
 * Puts one comment (from the live channel or the POST /comment answer) into the cached thread,
 * once, and counts it in the cached ticket — no refetch.
 */
export function useAddCommentToThread(ticketId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (comment: TicketComment) => {
      let added = false;
      await mutate(
        commentThreadKey(ticketId),
        (pages: CommentPage[] | undefined) => {
          if (!pages) return pages;
          const result = addComment(pages, comment);
          added = result.added;
          return result.pages as CommentPage[];
        },
        { revalidate: false },
      );
      if (!added) return;
      await mutate(
        ticketKey(ticketId),
        (ticket: Ticket | undefined) =>
          ticket && { ...ticket, commentsCount: ticket.commentsCount + 1 },
        { revalidate: false },
      );
    },
    [mutate, ticketId],
  );
}
