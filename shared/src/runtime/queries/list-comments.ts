import { type CommentPage, calls } from '@portal/shared/contract';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { cursorPages } from '../cache-keys';
import { queryFetcher } from './query';

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

export const commentPageFetcher = queryFetcher(calls.listComments);

export function useCommentPages(ticketId: number) {
  return useSWRInfinite<CommentPage>(commentPagesKey(ticketId), commentPageFetcher, {
    // Live events append to the loaded pages; reloading them on focus would only cost.
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
}
