import { LIMITS } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { TextArea } from '@portal/ui/text-area';
import { useId, useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useSendReview } from '../api/send-review';
import { StarRating } from './star-rating';

type ReviewFormProps = {
  ticketId: number;
  /** Hidden (still filled) while the review is on its way, so a refused one comes back as it was. */
  hidden: boolean;
  /** Sent: thanked at once. */
  onSent: () => void;
  /** Refused (the Error dialog said why). */
  onRefused: () => void;
};

/** The creator's one review of a closed ticket: 1–5 stars and a comment of 1–512 characters. */
export function ReviewForm({ ticketId, hidden, onSent, onRefused }: ReviewFormProps) {
  const t = useDetailT();
  const review = useSendReview();
  const commentId = useId();
  const [points, setPoints] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const valid =
    points !== null &&
    comment.trim().length > 0 &&
    comment.length <= LIMITS.reviewCommentLength &&
    !review.busy;

  const submit = async () => {
    if (!valid) return;
    onSent();
    const stored = await review.trigger({ body: { ticketId, points, comment: comment.trim() } });
    if (!stored) onRefused();
  };

  return (
    <form
      hidden={hidden}
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
