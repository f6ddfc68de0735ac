import type { TicketComment } from '@portal/shared/contract';
import { useCommentPages } from '@portal/shared/runtime/queries/list-comments';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Skeleton } from '@portal/ui/skeleton';
import type { ReactNode } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { mergeComments } from '../cache/merge-comments';
import { useRemoveCommentFromThread, useReplaceCommentInThread } from '../hooks/use-add-comment';
import { useLiveComments } from '../hooks/use-live-comments';
import { CommentEvent, isActionComment } from './comment-event';
import { CommentItem } from './comment-item';
import './comment-thread.css';

type CommentThreadProps = {
  ticketId: number;
  canEdit: (comment: TicketComment) => boolean;
  canDelete: (comment: TicketComment) => boolean;
  roleName: (key: string) => string;
  /** The ticket creator's `visualId`, once the ticket is known (event lines name parts by it). */
  creatorVisualId: string | undefined;
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
  creatorVisualId,
  showAiMarks,
  commentExtra,
}: CommentThreadProps) {
  const t = useDetailT();
  const { data: pages, size, setSize, isLoading, isValidating } = useCommentPages(ticketId);
  useLiveComments(ticketId);
  const replaceComment = useReplaceCommentInThread(ticketId);
  const removeComment = useRemoveCommentFromThread(ticketId);

  const comments = mergeComments((pages ?? []).map((page) => page.data));
  const hasMore = pages?.[pages.length - 1]?.hasMore ?? false;
  const loadingMore = isValidating && pages !== undefined && pages.length < size;

  return (
    <section className="td-thread" aria-label={t('threadLabel')}>
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
            <CommentEvent
              key={comment._id}
              comment={comment}
              roleName={roleName}
              creatorVisualId={creatorVisualId}
            />
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
