import type { Ticket, TicketComment } from '@portal/shared/contract';
import { useState } from 'react';
import type { TicketAccess } from '../../../access/ticket-access';
import { useDetailT } from '../../../i18n/use-detail-t';
import { RequestMoreButton } from './request-more-button';
import { ReviewForm } from './review-form';
import './player-tools.css';

type PlayerToolsProps = {
  ticket: Ticket;
  access: TicketAccess;
  /** The loaded thread, oldest first; null while newer comments are not loaded yet. */
  thread: readonly TicketComment[] | null;
};

/** Request more responses (reports) and the creator's review once the ticket is closed. */
export function PlayerTools({ ticket, access, thread }: PlayerToolsProps) {
  const t = useDetailT();
  const [thanked, setThanked] = useState(false);
  const canRequest = thread !== null && access.canRequestMore(thread);
  if (!canRequest && !access.canReview && !thanked) return null;
  return (
    <section className="td-player-tools">
      {canRequest && <RequestMoreButton ticketId={ticket._id} />}
      {/* Thanked at once; the form stays (hidden) until the review is stored. */}
      {(access.canReview || thanked) && (
        <ReviewForm
          ticketId={ticket._id}
          hidden={thanked}
          onSent={() => setThanked(true)}
          onRefused={() => setThanked(false)}
        />
      )}
      {thanked && (
        <p className="td-review-thanks" role="status">
          {t('reviewThanks')}
        </p>
      )}
    </section>
  );
}
