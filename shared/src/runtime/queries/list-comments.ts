import { type CommentPage, calls } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { cursorPages } from '../cache-keys';
import { prefetchQuery, queryFetcher } from './query';

/** POST /comments/{ticketId} {cursor?}: the thread, oldest first, one cursor page at a time. */
export function commentPagesKey(ticketId: number) {
  return cursorPages(calls.listComments, (cursor) => ({
    params: { ticketId },
    body: cursor === undefined ? {} : { cursor },
  }));
}

/** Key for `mutate(...)` of the whole `useCommentPages(id)` thread. */
export function commentThreadKey(ticketId: number): string {
  return unstable_serialize(commentPagesKey(ticketId));
}

/** A thread refused (gone, out of sight) is told by its ticket's read, not a second time here. */
export const commentPageFetcher = queryFetcher(calls.listComments, {
  outOfSightToldElsewhere: true,
});

export function useCommentPages(ticketId: number) {
  return useSWRInfinite<CommentPage>(commentPagesKey(ticketId), commentPageFetcher, {
    // Live events append to the loaded pages; reloading them on focus would only cost.
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
}

/**
 * Reads a thread's first page ahead of its modal (`prefetchQuery`), which then shows it without
 * asking; nothing while the thread itself is held (the open modal keeps it current). A page read
 * earlier is read again, so the thread is as fresh as the last time the pointer rested on its row.
 */
export function usePrefetchCommentPage(): (ticketId: number) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (ticketId) =>
      prefetchQuery(
        { cache, mutate },
        calls.listComments,
        { params: { ticketId }, body: {} },
        commentThreadKey(ticketId),
      ),
    [cache, mutate],
  );
}
