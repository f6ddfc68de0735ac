import { type Review, type ReviewSummary, TICKET_TYPE } from '@portal/shared/contract';
import type { AccountRow, ReviewRow } from '../db/database';
import type { Pseudonyms } from '../identity/visual-ids';
import type { ReviewTotals } from '../repositories/stats/review-stats-repository';
import { presentPublicAccount } from './account-presenter';
import type { PeopleView } from './people-view';

const NO_STARS = [0, 0, 0, 0, 0];

export function presentReviewSummary(totals: ReviewTotals | undefined): ReviewSummary {
  if (!totals || totals.reviews === 0) {
    return { count: 0, averagePoints: null, stars: NO_STARS };
  }
  return {
    count: totals.reviews,
    averagePoints: totals.points / totals.reviews,
    stars: totals.stars,
  };
}

/**
 * How statistics show a review's author (a ticket's creator): by name only in groups the viewer
 * administers, by their stable id elsewhere.
 */
export function reviewerView(review: ReviewRow, administered: ReadonlySet<string>): PeopleView {
  return {
    disclosure: administered.has(review.group_key) ? 'realNames' : 'pseudonyms',
    // The reviewer is the ticket's creator, never a party of their own report: the type changes
    // nothing here.
    ticket: { id: review.ticket_id, type: TICKET_TYPE.support },
  };
}

export function presentReview(
  review: ReviewRow,
  reviewer: Pick<AccountRow, 'id' | 'name' | 'power'>,
  view: PeopleView,
  pseudonyms: Pseudonyms,
): Review {
  return {
    _id: review.id,
    points: review.points,
    comment: review.comment,
    group: review.group_key,
    category: review.category_key,
    ticketId: review.ticket_id,
    timestamp: review.created_at.getTime(),
    reviewer: presentPublicAccount(reviewer, view, pseudonyms),
  };
}
