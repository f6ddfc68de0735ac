import { useCommentPages } from '@portal/shared/runtime/queries/list-comments';
import { mergeComments } from '../cache/merge-comments';

/** The loaded thread, oldest first; whether its first page is in, and whether all of it is. */
export function useLoadedThread(ticketId: number) {
  const { data: pages } = useCommentPages(ticketId);
  return {
    comments: mergeComments((pages ?? []).map((page) => page.data)),
    loaded: pages !== undefined,
    complete: pages !== undefined && !(pages[pages.length - 1]?.hasMore ?? false),
  };
}
