import {
  canReview,
  ERROR_CODES,
  LIMITS,
  type Review,
  type ReviewBody,
  TICKET_STATUS,
} from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentReview } from '../../presenters/review-presenter';
import { recordReviewStaff } from '../../repositories/stats/review-stats-repository';
import { insertReview } from '../../repositories/tickets/reviews-repository';
import { markTicketReviewed } from '../../repositories/tickets/ticket-state-repository';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket, viewerPeopleView } from '../tickets/ticket-access';

/** Each failing condition of `canReview` with its own answer, in the order a user meets them. */
function assertReviewAllowed(viewer: Viewer, record: TicketRecord): void {
  const { row } = record;
  if (row.created_by !== viewer.id) {
    throw refuse({ code: ERROR_CODES.reviewNotCreator });
  }
  if (row.status !== TICKET_STATUS.closed) {
    throw refuse({ code: ERROR_CODES.reviewTicketOpen });
  }
  if (row.reviewed) {
    throw refuse({ code: ERROR_CODES.reviewAlreadyDone });
  }
  if (row.comments_count < LIMITS.reviewMinComments) {
    throw refuse({ code: ERROR_CODES.reviewTooFewComments });
  }
  const allowed = canReview(viewer, {
    creatorId: row.created_by,
    status: row.status === TICKET_STATUS.closed ? TICKET_STATUS.closed : TICKET_STATUS.opened,
    reviewed: row.reviewed,
    commentsCount: row.comments_count,
  });
  if (!allowed) throw refuse({ code: ERROR_CODES.reviewNotAllowed });
}

/** POST /review: once per closed ticket, by its creator; `reviewed` becomes true in the same step. */
export async function submitReview(
  deps: ServiceDeps,
  viewer: Viewer,
  body: ReviewBody,
): Promise<Review> {
  const at = new Date();
  const { review, record } = await changeWithLiveEvents(deps, async (trx, live) => {
    const ticket = await loadVisibleTicket(trx, viewer, body.ticketId, { lock: true });
    assertReviewAllowed(viewer, ticket);
    const inserted = await insertReview(trx, {
      ticketId: body.ticketId,
      reviewerId: viewer.id,
      points: body.points,
      comment: body.comment.trim(),
      groupKey: ticket.row.group_key,
      categoryKey: ticket.row.category_key,
      at,
    });
    await recordReviewStaff(trx, inserted, ticket.people.assigneeIds);
    await markTicketReviewed(trx, body.ticketId);
    live.ticketChanged(body.ticketId);
    live.reviewCreated(body.ticketId);
    return { review: inserted, record: ticket };
  });
  return presentReview(review, viewer, viewerPeopleView(viewer, record), deps.pseudonyms);
}
