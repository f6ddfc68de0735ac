import type { TicketComment } from '@portal/shared/contract';
import { useCommentPages } from '@portal/shared/runtime/queries/list-comments';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Skeleton } from '@portal/ui/skeleton';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { mergeComments } from '../cache/merge-comments';
import { useRemoveCommentFromThread, useReplaceCommentInThread } from '../hooks/use-add-comment';
import { useLiveComments } from '../hooks/use-live-comments';
import { CommentEvent, isActionComment } from './comment-event';
import { CommentItem } from './comment-item';
import './comment-thread.css';

/** How close to the bottom (px) still counts as "reading the latest", so new comments follow. */
const FOLLOW_THRESHOLD = 80;

type CommentThreadProps = {
  ticketId: number;
  canEdit: (comment: TicketComment) => boolean;
  canDelete: (comment: TicketComment) => boolean;
  roleName: (key: string) => string;
  /** Whether AI-suggested replies are marked as such (staff only; players are not told). */
  showAiMarks: boolean;
  /** More under a comment's text, from the modal (the rating of an AI reply). */
  commentExtra?: (comment: TicketComment) => ReactNode;
};

export function CommentThread({
  ticketId,
  canEdit,
  canDelete,
  roleName,
  showAiMarks,
  commentExtra,
}: CommentThreadProps) {
  const t = useDetailT();
  const { data: pages, size, setSize, isLoading, isValidating } = useCommentPages(ticketId);
  useLiveComments(ticketId);
  const replaceComment = useReplaceCommentInThread(ticketId);
  const removeComment = useRemoveCommentFromThread(ticketId);
  const scrollRef = useRef<HTMLElement>(null);
  const following = useRef(true);

  const comments = mergeComments((pages ?? []).map((page) => page.data));
  const hasMore = pages?.[pages.length - 1]?.hasMore ?? false;
  const loadingMore = isValidating && pages !== undefined && pages.length < size;
  const newestId = comments[comments.length - 1]?._id;

  useEffect(() => {
    const element = scrollRef.current;
    if (element && newestId !== undefined && following.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [newestId]);

  return (
    <section
      ref={scrollRef}
      className="td-thread"
      aria-label={t('threadLabel')}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
      }}
    >
      {isLoading && (
        <p className="td-thread-note" aria-busy="true">
          <Skeleton width="70%" />
          <span className="portal-visually-hidden">{t('loadingComments')}</span>
        </p>
      )}
      {pages && comments.length === 0 && <EmptyState title={t('threadEmpty')} />}
      <ol className="td-comments" aria-live="polite">
        {comments.map((comment) =>
          isActionComment(comment) ? (
            <CommentEvent key={comment._id} comment={comment} roleName={roleName} />
          ) : (
            <CommentItem
              key={comment._id}
              comment={comment}
              canEdit={canEdit(comment)}
              canDelete={canDelete(comment)}
              showAiMark={showAiMarks}
              extra={commentExtra?.(comment)}
              onEdited={(edited) => void replaceComment(edited)}
              onDeleted={(commentId) => void removeComment(commentId)}
            />
          ),
        )}
      </ol>
      {hasMore && (
        <Button
          className="td-load-more"
          disabled={loadingMore}
          onClick={() => void setSize(size + 1)}
        >
          {t('loadNewer')}
        </Button>
      )}
    </section>
  );
}
