import { LIMITS, type Ticket } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { Button } from '@portal/ui/button';
import { TextArea } from '@portal/ui/text-area';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useDetailT } from '../../../i18n/use-detail-t';
import { sendReview } from '../api/send-review';
import { StarRating } from './star-rating';

/** The creator's one review of a closed ticket: 1–5 stars and a comment of 1–512 characters. */
export function ReviewForm({ ticketId, onReviewed }: { ticketId: number; onReviewed: () => void }) {
  const t = useDetailT();
  const { mutate } = useSWRConfig();
  const commentId = useId();
  const [points, setPoints] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const valid =
    points !== null &&
    comment.trim().length > 0 &&
    comment.length <= LIMITS.reviewCommentLength &&
    !sending;

  const submit = async () => {
    if (!valid) return;
    setSending(true);
    try {
      await sendReview(ticketId, points, comment.trim());
      onReviewed();
      await mutate(
        ticketKey(ticketId),
        (ticket: Ticket | undefined) => ticket && { ...ticket, reviewed: true },
        { revalidate: false },
      );
    } catch {
      // The api client showed the error dialog; the form stays filled.
      setSending(false);
    }
  };

  return (
    <form
      className="td-review"
      aria-label={t('reviewTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="td-review-title">{t('reviewTitle')}</h3>
      <StarRating value={points} onChange={setPoints} />
      <label htmlFor={commentId}>{t('reviewComment')}</label>
      <TextArea
        id={commentId}
        className="td-comment-textarea"
        rows={2}
        maxLength={LIMITS.reviewCommentLength}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="td-review-bar">
        <span className="td-comment-hint">
          {t('characterCount', { count: comment.length, max: LIMITS.reviewCommentLength })}
        </span>
        <Button type="submit" variant="primary" disabled={!valid}>
          {t('sendReview')}
        </Button>
      </div>
    </form>
  );
}
