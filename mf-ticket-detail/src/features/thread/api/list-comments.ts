import { type CommentPage, calls } from '@portal/shared/contract';
import { apiFetcher } from '@portal/shared/runtime/api';
import { commentPagesKey, commentThreadKey } from '@portal/shared/runtime/cache-keys';
import useSWRInfinite from 'swr/infinite';
import { mergeComments } from '../cache/merge-comments';

export { commentPagesKey, commentThreadKey };

/** Fetches one page of POST /comments/{ticketId} (oldest first) from a `commentPagesKey` key. */
export const commentPageFetcher = apiFetcher(calls.listComments);

export function useCommentThread(ticketId: number) {
  return useSWRInfinite<CommentPage>(commentPagesKey(ticketId), commentPageFetcher, {
    // Live events append to the loaded pages; reloading them on focus would only cost.
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
}

/** The loaded thread, oldest first, and whether newer comments are still unloaded. */
export function useLoadedThread(ticketId: number) {
  const { data: pages } = useCommentThread(ticketId);
  return {
    comments: mergeComments((pages ?? []).map((page) => page.data)),
    complete: pages !== undefined && !(pages[pages.length - 1]?.hasMore ?? false),
  };
}
