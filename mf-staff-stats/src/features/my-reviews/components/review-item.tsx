import type { Review } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { StarPoints } from '../../../components/star-points';
import { TicketLink } from '../../../components/ticket-link';

interface ReviewItemProps {
  review: Review;
  groupName: (key: string) => string;
  categoryName: (key: string) => string;
}

/** One review: its stars, the ticket it is about, where and when, and what the player wrote. */
export function ReviewItem({ review, groupName, categoryName }: ReviewItemProps) {
  const language = useLanguage();
  return (
    <li className="ss-panel ss-review">
      <div className="ss-review-head">
        <StarPoints points={review.points} />
        <TicketLink ticketId={review.ticketId} />
        <span>
          {groupName(review.group)} · {categoryName(review.category)}
        </span>
        <time dateTime={new Date(review.timestamp).toISOString()}>
          {new Date(review.timestamp).toLocaleDateString(language)}
        </time>
      </div>
      <p className="ss-review-comment">{review.comment}</p>
    </li>
  );
}
