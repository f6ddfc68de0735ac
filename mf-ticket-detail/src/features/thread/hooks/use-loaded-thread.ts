import { useCommentPages } from '@portal/shared/runtime/queries/list-comments';
import { mergeComments } from '../cache/merge-comments';

/** The loaded thread, oldest first, and whether newer comments are still unloaded. */
export function useLoadedThread(ticketId: number) {
  const { data: pages } = useCommentPages(ticketId);
  return {
    comments: mergeComments((pages ?? []).map((page) => page.data)),
    complete: pages !== undefined && !(pages[pages.length - 1]?.hasMore ?? false),
  };
}
