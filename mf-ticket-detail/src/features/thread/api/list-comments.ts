import { type CommentPage, calls } from '@portal/shared/contract';
import { apiFetcher } from '@portal/shared/runtime/api';
import { commentPagesKey, commentThreadKey } from '@portal/shared/runtime/cache-keys';
import useSWRInfinite from 'swr/infinite';

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
